import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import type { LedgerEntry } from '@/api/wallet';
import { EntryRow } from '.';

/** A deposit credited to the spot account, as `/wallet/legal_log` answers it. */
const deposit: LedgerEntry = {
  id: 41,
  time: '2026-11-01 09:30:00',
  account: 'change',
  currencyId: 3,
  currency: 'USDT',
  type: 3,
  label: 'Deposit',
  amount: '500.00000000',
  frozen: '0',
  after: '10500.00000000',
};

const meta = preview.meta({
  title: 'Wallet/EntryRow',
  component: EntryRow,
  args: { entry: deposit },
});

export const Playground = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Spot ·/)).toBeVisible();
    await expect(canvas.getByText('2026-11-01 09:30:00')).toBeVisible();
    await expect(canvas.getByText('500.00 USDT')).toBeVisible();
  },
});

/** A transfer names both accounts instead of its own; money out is signed and arrowed, not only coloured. */
export const Transfer = meta.story({
  args: {
    entry: { ...deposit, id: 42, type: 2, label: 'Transfer', amount: '-250.00000000', after: undefined },
    from: 'change',
    to: 'lever',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Spot → Futures ·/)).toBeVisible();
  },
});

/** A withdrawal under review: taken from the available balance into the frozen one. */
export const Withdrawal = meta.story({
  args: {
    entry: { ...deposit, id: 43, type: 4, label: 'Withdrawal', amount: '-100.00000000', frozen: '100.00000000', after: '10400.00000000' },
  },
});

/** No label and no account from the server: a generic title, the time alone. */
export const Untitled = meta.story({
  args: { entry: { ...deposit, id: 44, account: undefined, label: '', currency: 'BTC', amount: '0.00263157', after: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Balance change')).toBeVisible();
  },
});
