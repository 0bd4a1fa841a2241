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
    // the server's "2026-11-01 09:30:00" (UTC) in the app's one date format, in the reader's time zone
    await expect(canvas.getByText('Nov 1, 2026, 9:30:00 AM')).toBeVisible();
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

/** A withdrawal asked for: −100 of what the user can use (held for the review; the hold is not shown). */
export const Withdrawal = meta.story({
  args: {
    entry: { ...deposit, id: 43, type: 4, label: 'Withdrawal', amount: '-100.00000000', frozen: '100.00000000', after: '10400.00000000' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-100.00 USDT')).toBeVisible();
    await expect(canvas.queryByText(/Frozen/)).toBeNull();
  },
});

/** A seconds bet placed: the stake leaves what the user can use. */
export const SecondsPlaced = meta.story({
  args: {
    entry: { ...deposit, id: 45, account: 'micro', type: 8, label: 'Seconds contract placed', amount: '-50.00000000', frozen: '50.00000000', after: '450.00000000' },
  },
});

/**
 * The same bet lost (issue 28 item 8): nothing more leaves what the user can use — the line says the stake held was
 * taken, never "0.00000000 USDT, Frozen −50".
 */
export const SecondsLost = meta.story({
  args: {
    entry: { ...deposit, id: 46, account: 'micro', type: 8, label: 'Seconds contract lost', amount: '0.00000000', frozen: '-50.00000000', after: '450.00000000' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Seconds contract lost')).toBeVisible();
    await expect(canvas.getByText('50.00 USDT from held funds')).toBeVisible();
    await expect(canvas.queryByText(/0\.00 USDT$/)).toBeNull();
  },
});

/** A won bet: one line with the whole payout, stake and profit together. */
export const SecondsWon = meta.story({
  args: {
    entry: { ...deposit, id: 47, account: 'micro', type: 8, label: 'Seconds contract settled', amount: '90.00000000', frozen: '-50.00000000', after: '540.00000000' },
  },
});

/** No label and no account from the server: a generic title, the time alone. */
export const Untitled = meta.story({
  args: { entry: { ...deposit, id: 44, account: undefined, label: '', currency: 'BTC', amount: '0.00263157', after: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Balance change')).toBeVisible();
  },
});
