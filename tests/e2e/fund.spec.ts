import { expect, test, type Page } from '@playwright/test';
import { DEMO_PAY_PASSWORD } from '../../mocks/fixtures/auth';
import { dec, Exchange, figure, VOUCHER_PNG } from './exchange';
import { DemoServer } from './server';

/**
 * Assets end to end against `npm start` (issue 14; the e2e server approves deposits and withdrawals at the next
 * call, REVIEW_DELAY_MS=0): a deposit with its voucher credited, a TRC20 address saved and a withdrawal to it paid
 * out less its fee, a transfer to the futures account and back, and a USDT → BTC exchange at the figures shown —
 * each checked to the last decimal through the API.
 */
const server = new DemoServer();
const exchange = new Exchange(server);
test.beforeAll(async () => server.start());
test.afterAll(async () => server.stop());

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const open = (page: Page, hash: string) => page.goto(`${server.url}/h5/#${hash}`);
/** A figure as shown ("99 USDT", "0.00112233 BTC") without its unit and group separators. */
const amountOf = (text: string) => dec(text.replace(/[^\d.]/g, ''));

test('a deposit with its payment voucher is reviewed and credited to the spot account', async ({ page }) => {
  await exchange.signIn(page);
  const before = await exchange.balance('change', 'USDT');
  await open(page, '/pages/fund/receive?currency=3');
  await expect(page.getByText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount sent' }).fill('250.5');
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/upload') && r.request().method() === 'POST');
  await page.locator('input[type="file"]').setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: VOUCHER_PNG });
  expect((await uploaded).status()).toBe(200);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText(/Your deposit of 250\.50 USDT is under review\./)).toBeVisible();

  const after = await exchange.balance('change', 'USDT');
  expect(after.available.minus(before.available).toString()).toBe('250.5');
  const [row] = (await exchange.call('GET', 'recharge/log', { page: '1', limit: '10' })).data;
  expect(row).toMatchObject({ amount: '250.50000000', type: 'TRC20', status: 2 });
  expect(row.account).toMatch(/^\/upload\//);
});

test('a TRC20 address saved, then a withdrawal to it: frozen, paid out less the fee, recorded exactly', async ({ page }) => {
  await exchange.signIn(page);
  await open(page, '/pages/setting/addWallet?currency=3');
  await page.getByLabel('Remark').fill('Cold wallet');
  await page.getByLabel('Wallet address').fill(TRON);
  await page.getByLabel('Pay password').fill(DEMO_PAY_PASSWORD);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Withdraw address saved')).toBeVisible();

  const before = await exchange.balance('change', 'USDT');
  await open(page, '/pages/fund/withdraw?currency=3');
  await page.getByRole('textbox', { name: 'Amount' }).fill('100');
  expect(amountOf(await figure(page, 'You receive')).toString()).toBe('99');
  await page.getByLabel('Pay password').fill(DEMO_PAY_PASSWORD);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  // nothing is sent before the confirmation sheet is confirmed (issue 28)
  const sheet = page.getByRole('dialog', { name: 'Confirm the withdrawal' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Confirm withdrawal' }).click();
  // the sheet turns into the result: submitted for review (issue 28: a result for every money event)
  await expect(
    page.getByRole('dialog', { name: 'Withdrawal submitted' }).getByText('Submitted for review', { exact: true }),
  ).toBeVisible();

  const after = await exchange.balance('change', 'USDT');
  expect(before.available.minus(after.available).toString()).toBe('100');
  expect(after.frozen.toString()).toBe(before.frozen.toString());
  const [row] = (await exchange.call('GET', 'user/withdraw/list', { page: '1', limit: '10' })).data;
  expect(row).toMatchObject({ number: '100.00000000', rate: '1.00000000', real_number: '99.00000000', address: TRON, status: 2 });
});

test('a transfer from spot to futures and back', async ({ page }) => {
  await exchange.signIn(page);
  const spot = await exchange.balance('change', 'USDT');
  const futures = await exchange.balance('lever', 'USDT');
  await open(page, '/pages/fund/transfer?from=change&to=lever&currency=3');
  await page.getByRole('textbox', { name: 'Amount' }).fill('123.45');
  await page.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(page.getByText('Transfer successful')).toBeVisible();
  expect((await exchange.balance('lever', 'USDT')).available.minus(futures.available).toString()).toBe('123.45');

  await expect(page.getByText('Transfer successful')).toBeHidden({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Swap accounts' }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('123.45');
  await page.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(page.getByText('Transfer successful')).toBeVisible();
  await expect.poll(async () => (await exchange.balance('change', 'USDT')).available.toString()).toBe(spot.available.toString());
  expect((await exchange.balance('lever', 'USDT')).available.toString()).toBe(futures.available.toString());
});

test('USDT → BTC exchanged at the rate and fee shown, exactly', async ({ page }) => {
  await exchange.signIn(page);
  const usdt = await exchange.balance('change', 'USDT');
  const btc = await exchange.balance('change', 'BTC');
  await open(page, '/pages/index/getusdt');
  await page.getByRole('textbox', { name: 'Amount to pay' }).fill('100');
  await expect.poll(async () => figure(page, 'You receive')).toMatch(/BTC/);
  const received = amountOf(await figure(page, 'You receive'));
  const fee = amountOf(await figure(page, /^Fee/));
  expect(fee.toString()).toBe('0.2');
  await page.getByRole('button', { name: 'Confirm exchange' }).click();
  await expect(page.getByText('Exchange successful')).toBeVisible();

  expect(usdt.available.minus((await exchange.balance('change', 'USDT')).available).toString()).toBe('100');
  expect((await exchange.balance('change', 'BTC')).available.minus(btc.available).toString()).toBe(received.toString());
});
