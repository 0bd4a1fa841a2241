import { expect, fn, screen, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import type { WithdrawReview } from '../../withdrawForm';
import { TRON_ADDRESS } from '../../testing/payees';
import { WithdrawSheet } from './WithdrawSheet';

const review: WithdrawReview = {
  input: { currencyId: 3, amount: '100', fee: '1', to: { kind: 'address', address: TRON_ADDRESS }, payPassword: '' },
  coin: 'USDT',
  arrival: '99',
  to: { kind: 'address', address: TRON_ADDRESS, chain: 'TRC20', remark: 'Cold wallet' },
};

const meta = preview.meta({
  title: 'Wallet/WithdrawSheet',
  component: WithdrawSheet,
  args: { review, phase: 'confirm' as const, onConfirm: fn(), onClose: fn() },
});

/** Before it is sent: amount, fee, what arrives (the figure that matters), the address and its network. */
export const Confirm = meta.story({
  play: async ({ args, userEvent }) => {
    const sheet = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    await expect(within(sheet).getAllByRole('term').map((dt) => dt.textContent)).toEqual([
      'Amount',
      'Fee',
      'You receive',
      'Withdraw address',
      'Network',
    ]);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
});

/** Being sent: the confirm button spins and ignores taps. */
export const Submitting = meta.story({ args: { submitting: true } });

/** Sent: submitted and waiting for review; a message will say when it is paid out or refused. */
export const Submitted = meta.story({
  args: { phase: 'submitted' as const },
  play: async ({ args, userEvent }) => {
    const sheet = await screen.findByRole('dialog', { name: 'Withdrawal submitted' });
    await expect(within(sheet).getByRole('status')).toHaveTextContent(/Submitted for review.*paid out or refused/);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
});

/** To the bank card: the card, no network. */
export const BankCard = meta.story({
  args: {
    review: {
      ...review,
      input: { ...review.input, to: { kind: 'bank' } },
      to: { kind: 'bank', bank: 'First Demo Bank', last4: '0123' },
    },
  },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    await expect(within(sheet).getByText('Bank card').nextElementSibling).toHaveTextContent('To First Demo Bank, card ending 0123');
    await expect(within(sheet).queryByText('Network')).toBeNull();
  },
});
