import { expect, test, type Page } from '@playwright/test';
import { DEMO_PAY_PASSWORD } from '../../mocks/fixtures/auth';
import { Exchange, VOUCHER_PNG } from './exchange';
import { DemoServer } from './server';

/**
 * Reviews that can refuse, end to end against `npm start` with `REVIEW=manual` (issue 29, decision 91): a deposit
 * and a withdrawal asked in the app wait for the back office, which refuses them through the loopback-only
 * `POST /api/demo/review`; the app's records show each as refused with its reason, and the balances are exact —
 * nothing credited for the deposit, the withdrawal's frozen amount returned to the last decimal.
 */
const server = new DemoServer({ REVIEW: 'manual' });
const exchange = new Exchange(server);
test.beforeAll(async () => server.start());
test.afterAll(async () => server.stop());

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const open = (page: Page, hash: string) => page.goto(`${server.url}/h5/#${hash}`);

/** The back office's decision, as a reviewer's script sends it from this machine. */
async function review(body: Record<string, string>) {
  const res = await fetch(`${server.url}/api/demo/review`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...body, lang: 'en' }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { type: string; message: Record<string, unknown> };
}

test('a refused deposit: shown refused with its reason, nothing credited', async ({ page }) => {
  await exchange.signIn(page);
  const before = await exchange.balance('change', 'USDT');
  await open(page, '/pages/fund/receive?currency=3');
  await expect(page.getByText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount sent' }).fill('250.5');
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/upload') && r.request().method() === 'POST');
  await page.locator('input[type="file"]').setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: VOUCHER_PNG });
  expect((await uploaded).status()).toBe(200);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  // the figure as the app formats amounts (250.5 or 250.50)
  await expect(page.getByText(/Your deposit of 250\.50? USDT is under review\./)).toBeVisible();

  // manual: nothing is decided by itself
  const [row] = (await exchange.call('GET', 'recharge/log', { page: '1', limit: '10' })).data;
  expect(row).toMatchObject({ amount: '250.50000000', status: 1 });
  const reason = 'The voucher does not show this amount';
  const decided = await review({ kind: 'deposit', id: String(row.id), approve: '0', reason });
  expect(decided).toMatchObject({ type: 'ok', message: { id: row.id, status: 3, reject_reason: reason } });

  await open(page, '/pages/fund/receive_withdraw_record?type=receive');
  const card = page.getByRole('article').filter({ hasText: 'USDT deposit' }).first();
  await expect(card.getByText('Refused')).toBeVisible();
  await expect(card.getByText(reason)).toBeVisible();
  const after = await exchange.balance('change', 'USDT');
  expect(after.available.toFixed(8)).toBe(before.available.toFixed(8));
  expect(after.frozen.toFixed(8)).toBe(before.frozen.toFixed(8));
  // decided once
  expect((await review({ kind: 'deposit', id: String(row.id), approve: '1' })).message).toBe(
    'This request has already been decided',
  );
});

test('a refused withdrawal: frozen while under review, returned exactly, shown refused with its reason', async ({ page }) => {
  await exchange.signIn(page);
  await exchange.call('POST', 'user/wallet/save', { currency: '3', name: 'Cold wallet', address: TRON, password: DEMO_PAY_PASSWORD });
  const before = await exchange.balance('change', 'USDT');

  await open(page, '/pages/fund/withdraw?currency=3');
  await page.getByRole('textbox', { name: 'Amount' }).fill('123.45');
  await page.getByLabel('Pay password').fill(DEMO_PAY_PASSWORD);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirm the withdrawal' }).getByRole('button', { name: 'Confirm withdrawal' }).click();
  // the sheet turns into the result: submitted for review (issue 28: a result for every money event)
  await expect(
    page.getByRole('dialog', { name: 'Withdrawal submitted' }).getByText('Submitted for review', { exact: true }),
  ).toBeVisible();

  const held = await exchange.balance('change', 'USDT');
  expect(before.available.minus(held.available).toFixed(8)).toBe('123.45000000');
  expect(held.frozen.minus(before.frozen).toFixed(8)).toBe('123.45000000');
  const [row] = (await exchange.call('GET', 'user/withdraw/list', { page: '1', limit: '10' })).data;
  expect(row).toMatchObject({ number: '123.45000000', address: TRON, status: 1 });

  const reason = 'Destination address flagged by compliance';
  const decided = await review({ kind: 'withdrawal', id: String(row.id), approve: '0', reason });
  expect(decided).toMatchObject({ type: 'ok', message: { id: row.id, status: 3, reject_reason: reason } });

  const after = await exchange.balance('change', 'USDT');
  expect(after.available.toFixed(8)).toBe(before.available.toFixed(8));
  expect(after.frozen.toFixed(8)).toBe(before.frozen.toFixed(8));

  await open(page, '/pages/fund/receive_withdraw_record?type=withdraw');
  const card = page.getByRole('article').filter({ hasText: 'USDT withdrawal' }).first();
  await expect(card.getByText('Refused')).toBeVisible();
  await expect(card.getByText(reason)).toBeVisible();
});
