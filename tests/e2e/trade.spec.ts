import { expect, test, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { dec, Exchange } from './exchange';
import { DemoServer } from './server';

/**
 * Trading end to end against `npm start` (issue 13): orders placed in the app, settled by the demo exchange from
 * its own feed, and the books checked to the last decimal through the API — contract open → TP/SL → close, a
 * resting limit order cancelled with its fee kept, close-all shorts, a 30-second bet, a spot market buy, and the
 * demo account kept apart from the real one.
 */
const server = new DemoServer();
const exchange = new Exchange(server);
test.beforeAll(async () => server.start());
test.afterAll(async () => server.stop());

const BTC = { currency_id: '1', legal_id: '3' };
const futures = (page: Page) => page.goto(`${server.url}/h5/#/pages/transaction/contract?symbol=BTC/USDT&type=futures`);

async function openFromTicket(page: Page, options: { lots: string; leverage: string; limit?: string }) {
  await page.getByRole('radio', { name: options.limit ? 'Limit' : 'Market' }).check({ force: true });
  if (options.limit) await page.getByLabel('Price', { exact: true }).fill(options.limit);
  await page.getByLabel('Lots').fill(options.lots);
  await page.getByRole('radio', { name: `${options.leverage}×`, exact: true }).check({ force: true });
  await page.getByRole('button', { name: 'Open long' }).click();
  await page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Confirm long' }).click();
}

test('a 10× long at market: margin and fee exact, TP/SL set, closed to the expected balance', async ({ page }) => {
  await exchange.signIn(page);
  const { available: before, frozen: frozenBefore } = await exchange.balance('lever', 'USDT');
  await futures(page);
  await openFromTicket(page, { lots: '2', leverage: '10' });

  await expect(page.getByText('Positions (1)')).toBeVisible();
  const [position] = await exchange.leverOrders(1);
  const quantity = dec(position.share).times('0.001'); // BTC/USDT: 1 lot = 0.001 BTC
  expect(dec(position.number).eq(quantity)).toBe(true);
  // margin = entry × quantity ÷ leverage (rounded up to 8 places), fee = entry × quantity × 0.001 (down)
  expect(dec(position.caution_money).eq(dec(position.price).times(quantity).div(10).toDP(8, Decimal.ROUND_UP))).toBe(true);
  expect(dec(position.trade_fee).eq(dec(position.price).times(quantity).times('0.001').toDP(8, Decimal.ROUND_DOWN))).toBe(true);
  const opened = await exchange.balance('lever', 'USDT');
  expect(opened.available.eq(before.minus(position.caution_money).minus(position.trade_fee))).toBe(true);

  await page.getByRole('button', { name: 'Set TP / SL' }).click();
  const sheet = page.getByRole('dialog', { name: 'Take profit / stop loss' });
  // within the liquidation price (about 8 % below the entry at 10×), or the sheet refuses the stop loss
  const tp = dec(position.price).times('1.05').toFixed(2);
  const sl = dec(position.price).times('0.95').toFixed(2);
  await sheet.getByRole('textbox', { name: 'Take profit' }).fill(tp);
  await sheet.getByRole('textbox', { name: 'Stop loss' }).fill(sl);
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet).toBeHidden();
  await expect.poll(async () => (await exchange.leverOrders(1))[0].target_profit_price).toMatch(new RegExp(`^${tp}`));

  await page.getByRole('button', { name: 'Close position' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close position' }).click();
  await expect(page.getByText('No open positions')).toBeVisible();
  const [closed] = await exchange.leverOrders(3);
  expect(closed.id).toBe(position.id);
  const after = await exchange.balance('lever', 'USDT');
  // the margin comes back with the realised P&L; the fee stays with the house
  expect(after.available.eq(before.minus(position.trade_fee).plus(closed.fact_profits))).toBe(true);
  expect(after.frozen.eq(frozenBefore)).toBe(true);
});

test('a limit order rests, then is cancelled: margin back, fee kept', async ({ page }) => {
  await exchange.signIn(page);
  const before = (await exchange.balance('lever', 'USDT')).available;
  await futures(page);
  await openFromTicket(page, { lots: '1', leverage: '5', limit: '1000' });
  await expect.poll(async () => (await exchange.leverOrders(0)).length).toBe(1);
  const [pending] = await exchange.leverOrders(0);

  await page.getByRole('tab', { name: 'Open orders' }).click();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('is not refunded');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect.poll(async () => (await exchange.leverOrders(4)).map((o) => o.id)).toContain(pending.id);
  expect((await exchange.balance('lever', 'USDT')).available.eq(before.minus(pending.trade_fee))).toBe(true);
});

test('close all shorts leaves the longs', async ({ page }) => {
  await exchange.signIn(page);
  const open = (type: string) =>
    exchange.call('POST', 'lever/submit', { ...BTC, share: '1', multiple: '10', type, status: '1', target_price: '0' });
  await open('1');
  await open('2');
  await open('2');
  await page.goto(`${server.url}/h5/#/pages/transaction/contract_order`);
  await page.getByRole('button', { name: 'Close positions' }).click();
  await page.getByRole('dialog', { name: 'Close which positions?' }).getByRole('button', { name: 'Close shorts only' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close them' }).click();
  await expect.poll(async () => (await exchange.leverOrders(1)).map((o) => Number(o.type))).toEqual([1]);
});

test('a 30-second up bet counts down and settles from the feed: the balance moves by the payout exactly', async ({ page }) => {
  test.setTimeout(120_000);
  await exchange.signIn(page);
  const before = (await exchange.balance('micro', 'USDT')).available;
  await page.goto(`${server.url}/h5/#/pages/transaction/contract?symbol=BTC/USDT&type=seconds`);
  await page.getByLabel('Stake (USDT)').fill('100');
  await page.getByRole('radio', { name: /^30 s/ }).check({ force: true });
  await page.getByRole('button', { name: 'Buy up' }).click();
  await page.getByRole('dialog', { name: 'Confirm seconds contract' }).getByRole('button', { name: 'Confirm: price goes up' }).click();
  await expect(page.getByRole('timer', { name: 'Time left' })).toBeVisible();

  // the result appears when the socket says so; then the books
  await expect(page.getByText(/you won|you lost|flat, your stake is returned/)).toBeVisible({ timeout: 60_000 });
  const lists = await exchange.call('GET', 'microtrade/lists', { status: '3', page: '1', limit: '5' });
  const [bet] = lists.data;
  const open = dec(bet.open_price);
  const end = dec(bet.end_price);
  const expected = end.gt(open) ? dec(100).times(bet.profit_ratio).div(100) : end.lt(open) ? dec(-100) : dec(0);
  expect(dec(bet.fact_profits).eq(expected)).toBe(true);
  expect((await exchange.balance('micro', 'USDT')).available.eq(before.plus(expected).minus(bet.fee))).toBe(true);
});

test('a spot market buy moves both balances exactly', async ({ page }) => {
  await exchange.signIn(page);
  const usdt = (await exchange.balance('change', 'USDT')).available;
  const btc = (await exchange.balance('change', 'BTC')).available;
  await page.goto(`${server.url}/h5/#/pages/transaction/contract?symbol=BTC/USDT&type=coins`);
  await page.getByRole('radio', { name: 'Market' }).check({ force: true });
  await page.getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.01');
  await page.getByRole('button', { name: 'Buy BTC' }).click();
  // a market order is confirmed first (issue 28); the toast then says what filled
  await page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Confirm buy' }).click();
  await expect(page.getByText(/^Bought 0\.01000 BTC at an average price of /)).toBeVisible();

  await expect.poll(async () => (await exchange.call('GET', 'coin/list', { page: '1', limit: '20' })).length).toBe(1);
  const [order] = await exchange.call('GET', 'coin/list', { page: '1', limit: '20' });
  expect(Number(order.status)).toBe(2);
  const cost = dec(order.trade_price).times(order.trade_amount);
  expect((await exchange.balance('change', 'USDT')).available.eq(usdt.minus(cost).minus(order.charge_fee))).toBe(true);
  expect((await exchange.balance('change', 'BTC')).available.eq(btc.plus('0.01'))).toBe(true);
});

test('the demo account: switch (banner), trade, reset, switch back to real balances untouched', async ({ page }) => {
  await exchange.signIn(page);
  const balances = async () => {
    const wallets = await exchange.call('POST', 'wallet/list');
    return ['legal', 'change', 'lever', 'micro'].flatMap((account) =>
      wallets[`${account}_wallet`].balance.map((row: Record<string, string>) =>
        [account, row.currency_name, row[`${account}_balance`], row[`lock_${account}_balance`]].join(' '),
      ),
    );
  };
  const real = await balances();
  await futures(page);
  await page.getByRole('button', { name: 'Real account', exact: true }).click();
  await page.getByRole('button', { name: /Switch to the demo account/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Switch to demo' }).click();
  await expect(page.getByRole('note').filter({ hasText: /demo/i })).toBeVisible();

  await openFromTicket(page, { lots: '1', leverage: '10' });
  await expect(page.getByText('Positions (1)')).toBeVisible();

  await page.getByRole('button', { name: 'Demo account', exact: true }).click();
  await page.getByRole('button', { name: /Reset demo funds/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset demo funds' }).click();
  await expect(page.getByText('No open positions')).toBeVisible();

  await page.getByRole('button', { name: 'Demo account', exact: true }).click();
  await page.getByRole('button', { name: /Switch to the real account/ }).click();
  // The switch button stays busy until the real profile is back; the sheet closes once it is.
  await expect(page.getByRole('button', { name: /Switch to the real account/ })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Real account', exact: true })).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('note').filter({ hasText: /demo/i })).toBeHidden();
  exchange.token = JSON.parse((await page.evaluate(() => localStorage.getItem('token')))!);
  expect(await balances()).toEqual(real);
});
