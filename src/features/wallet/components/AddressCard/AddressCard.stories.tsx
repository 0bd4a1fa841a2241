import { expect, fn } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import type { WithdrawAddress } from '@/api/wallet/payees';
import { Pad } from '@/ui/_shared/stories';
import { ETH_ADDRESS, TRON_ADDRESS } from '../../testing/payees';
import { AddressCard } from '.';

const cold: WithdrawAddress = { id: 7, currencyId: 3, currency: 'USDT', chain: 'TRC20', remark: 'Cold wallet', address: TRON_ADDRESS };

const meta = preview.meta({
  title: 'Wallet/AddressCard',
  component: AddressCard,
  args: { address: cold, onDelete: fn(), deleting: false },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Cold wallet', level: 2 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Cold wallet' }));
    await expect(args.onDelete).toHaveBeenCalledWith(cold);
  },
});

/**
 * The longest remark the rules allow (30 characters) on the longer network's address; a platform that sends no
 * network leaves the tag out.
 */
export const LongRemark = meta.story({
  args: {
    address: { id: 8, currencyId: 2, currency: 'ETH', chain: undefined, remark: 'Hardware cold-storage wallet 1', address: ETH_ADDRESS },
  },
});

/** No remark: the coin names the card (and the buttons). */
export const Deleting = meta.story({
  args: { address: { ...cold, remark: '' }, deleting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Edit USDT' })).toBeVisible();
  },
});
