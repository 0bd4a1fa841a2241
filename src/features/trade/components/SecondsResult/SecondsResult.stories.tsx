import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { paths } from '@/lib/routes';
import { makeMicroOrder } from '../../testing/trade';
import { SecondsResult } from '.';

const win = makeMicroOrder({ status: 'closed', result: 'win', endPrice: '95010.00', profit: '85.00000000' });
const loss = makeMicroOrder({ id: 502, direction: 'down', status: 'closed', result: 'loss', endPrice: '95010.00', profit: '-100.00000000' });
const flat = makeMicroOrder({ id: 503, status: 'closed', result: 'flat', endPrice: '95000.00', profit: '0.00000000' });
/** Paid in the pair's own coin (any seconds pair's base coin can pay). */
const inBtc = makeMicroOrder({
  id: 504,
  symbol: 'ETH/USDT',
  matchId: 2,
  currencyId: 1,
  currency: 'BTC',
  amount: '0.01000000',
  openPrice: '3200.00',
  endPrice: '3204.10',
  status: 'closed',
  result: 'win',
  profit: '0.00850000',
});

/**
 * The sheet that opens when a seconds bet settles (issue 28): the result by word, arrow and colour, the stake, open
 * and close prices, the profit and what was paid out, in the bet's own coin. Several settling together share it.
 */
const meta = preview.meta({
  title: 'Trade/SecondsResult',
  component: SecondsResult,
  args: { orders: [win], onClose: fn(), historyTo: paths.secondsOrders() },
});

export const Playground = meta.story({});

export const Win = meta.story({
  play: async ({ args }) => {
    const sheet = within(await within(document.body).findByRole('dialog', { name: '1 contract settled' }));
    await expect(sheet.getByText('BTC/USDT: you won 85.00 USDT')).toBeVisible();
    await expect(sheet.getByText('Paid out (USDT)').closest('div')).toHaveTextContent('185.00 USDT');
    await userEvent.click(sheet.getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
});

export const Loss = meta.story({
  args: { orders: [loss] },
  play: async () => {
    const sheet = within(await within(document.body).findByRole('dialog'));
    await expect(sheet.getByText('BTC/USDT: you lost 100.00 USDT')).toBeVisible();
    await expect(sheet.getByText('Paid out (USDT)').closest('div')).toHaveTextContent('0.00 USDT');
  },
});

export const Flat = meta.story({
  args: { orders: [flat] },
  play: async () => {
    const sheet = within(await within(document.body).findByRole('dialog'));
    await expect(sheet.getByText('BTC/USDT: flat, your stake is returned')).toBeVisible();
  },
});

export const PaidInCoin = meta.story({
  args: { orders: [inBtc] },
  play: async () => {
    const sheet = within(await within(document.body).findByRole('dialog'));
    await expect(sheet.getByText('Paid out (BTC)').closest('div')).toHaveTextContent('0.0185 BTC');
  },
});

/** Three bets settled together: one sheet, one after the other. */
export const Several = meta.story({
  args: { orders: [win, loss, inBtc] },
  play: async () => {
    await expect(await within(document.body).findByRole('dialog', { name: '3 contracts settled' })).toBeVisible();
  },
});

export const Pseudo = meta.story({ args: { orders: [win, loss] }, globals: { locale: 'pseudo' } });
