import { expect, fn } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { DEMO_PAY_PASSWORD } from '@mocks/fixtures/auth';
import { ETH_ADDRESS, TRON_ADDRESS } from '../../testing/payees';
import { AddressForm } from '.';

/** The coins the demo exchange offers for withdrawals (`mocks/fixtures/wallet.ts`). */
const coins = [
  { id: 3, name: 'USDT' },
  { id: 45, name: 'USDC' },
  { id: 2, name: 'ETH' },
  { id: 1, name: 'BTC' },
];

const meta = preview.meta({
  title: 'Wallet/AddressForm',
  component: AddressForm,
  args: {
    coins,
    initial: { currencyId: 3, chain: 'TRC20' as const, remark: '', address: '' },
    submitting: false,
    onSubmit: fn(),
  },
});

export const Playground = meta.story({});

/** Checked before anything is sent: each field names its problem, in the UI language. */
export const Invalid = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Wallet address' }), ETH_ADDRESS);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(canvas.getByText('Enter a remark')).toBeVisible();
    await expect(canvas.getByText('A TRC20 address starts with T and has 34 characters (base58)')).toBeVisible();
    await expect(canvas.getByText('Enter your pay password')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** Editing a saved address: its values filled in; with the pay password it is sent. */
export const Editing = meta.story({
  args: { id: 7, initial: { currencyId: 3, chain: 'TRC20', remark: 'Cold wallet', address: TRON_ADDRESS } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Pay password'), DEMO_PAY_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      id: 7,
      currencyId: 3,
      chain: 'TRC20',
      remark: 'Cold wallet',
      address: TRON_ADDRESS,
      payPassword: DEMO_PAY_PASSWORD,
    });
  },
});

export const Submitting = meta.story({
  args: { initial: { currencyId: 2, chain: 'ERC20', remark: 'Exchange', address: ETH_ADDRESS }, submitting: true },
});
