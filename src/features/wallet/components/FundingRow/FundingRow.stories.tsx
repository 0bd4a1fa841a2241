import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import type { DepositRecord } from '@/api/wallet/deposit';
import type { WithdrawRecord } from '@/api/wallet/withdraw';
import { Pad } from '@/ui/_shared/stories';
import { VOUCHER_PATH } from '../../testing/funding';
import { TRON_ADDRESS } from '../../testing/payees';
import { FundingRow } from '.';

const AT = Date.UTC(2026, 10, 1, 8, 0, 0);

/** A deposit with its payment voucher, still under review (as `/recharge/log` answers it). */
const deposit: DepositRecord = {
  id: 12,
  coin: 'USDT',
  amount: '250.50000000',
  chain: 'TRC20',
  address: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
  voucher: VOUCHER_PATH,
  state: 'pending',
  reason: null,
  time: AT,
};

/** A completed withdrawal to a saved address: amount, fee and what arrived. */
const withdrawal: WithdrawRecord = {
  id: 3,
  coin: 'USDT',
  amount: '100.00000000',
  fee: '1.00000000',
  arrival: '99.00000000',
  address: TRON_ADDRESS,
  toBank: false,
  chain: 'TRC20',
  state: 'done',
  reason: null,
  time: AT,
};

const meta = preview.meta({
  title: 'Wallet/FundingRow',
  component: FundingRow,
  args: { kind: 'deposit' as const, record: deposit },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'USDT deposit' })).toBeVisible();
    await expect(canvas.getByText('Under review')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View' })).toBeVisible();
  },
});

export const Withdrawal = meta.story({
  args: { kind: 'withdraw', record: withdrawal },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toBeVisible();
    await expect(canvas.getByText('99.00')).toBeVisible();
  },
});

/** Refused, to the bank card, with a time the server sent unreadable. */
export const RefusedToBank = meta.story({
  args: {
    kind: 'withdraw',
    record: { ...withdrawal, id: 4, toBank: true, chain: '', address: 'First Demo Bank ****0123', state: 'refused', time: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Refused')).toBeVisible();
    await expect(canvas.getByText('Bank card')).toBeVisible();
  },
});

/** Refused by the review, with the reviewer's reason first (decision 91). */
export const RefusedWithReason = meta.story({
  args: {
    kind: 'deposit',
    record: { ...deposit, id: 13, state: 'refused', reason: 'The amount on the voucher does not match the amount sent' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Refused')).toBeVisible();
    await expect(canvas.getByText('Reason')).toBeVisible();
    await expect(canvas.getByText('The amount on the voucher does not match the amount sent')).toBeVisible();
  },
});
