import { expect, test, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { DEMO_PASSWORD } from '../../mocks/fixtures/auth';
import { formatNumber } from '../../src/lib/format';
import { dec, Exchange, VOUCHER_PNG } from './exchange';
import { DemoServer } from './server';

/**
 * Issue 15 end to end against `npm start`: a new customer verifies level 1 with real photo bytes through the
 * form, sees it under review until the demo's review (4 s here) has decided, and is offered level 2; an
 * inviter's rebate opens once two invitees (registered with its code) have traded, and pays 16 % of the fees
 * from then on (that server's reviews decide at once).
 */
const server = new DemoServer();
const reviewing = new DemoServer({ REVIEW_DELAY_MS: '4000' });
test.beforeAll(async () => Promise.all([server.start(), reviewing.start()]));
test.afterAll(async () => Promise.all([server.stop(), reviewing.stop()]));

let serial = 0;
const unique = (name: string) => `e2e.${name}.${Date.now()}.${++serial}@example.com`;

/** Registers an e-mail account through the API (a demo-inbox code), optionally with an invitation code. */
async function register(email: string, inviteCode?: string, on = server): Promise<Exchange> {
  const api = new Exchange(on);
  await api.call('POST', 'sms_mail', { user_string: email, scene: 'register' });
  const code = await on.latestCode(email);
  await api.call('POST', 'user/register', {
    type: 'email',
    user_string: email,
    password: DEMO_PASSWORD,
    re_password: DEMO_PASSWORD,
    code,
    ...(inviteCode ? { extension_code: inviteCode } : {}),
  });
  api.token = await api.call('POST', 'user/login', { type: 'email', user_string: email, password: DEMO_PASSWORD });
  return api;
}

/**
 * A reviewed deposit of USDT to spot (its voucher an image this user uploaded; REVIEW_DELAY_MS=0: approved at the next wallet read, which checks it
 * arrived in full), then a spot market buy of 0.01 BTC.
 */
async function fundAndBuy(api: Exchange): Promise<void> {
  const voucher = await api.uploadVoucher();
  await api.call('POST', 'wallet/charge_req', { currency: '3', amount: '2000', type: 'TRC20', voucher });
  expect((await api.balance('change', 'USDT')).available.toFixed(8)).toBe('2000.00000000');
  await buy(api);
}
const buy = (api: Exchange) =>
  api.call('POST', 'coin/trade', { legal_id: '3', currency_id: '1', type: '1', amount: '0.01', order_type: 'market', target_price: '0' });

/** The trading fees an account has paid, oldest first. */
async function fees(api: Exchange): Promise<string[]> {
  const orders: { charge_fee: string }[] = await api.call('GET', 'coin/list', { page: '1', limit: '20' });
  return orders.map((o) => o.charge_fee).reverse();
}

const open = (page: Page, hash: string, on = server) => page.goto(`${on.url}/h5/#${hash}`);

test('level 1 with photos is under review, then verified, and level 2 is offered', async ({ page }) => {
  const email = unique('kyc');
  const api = await register(email, undefined, reviewing);
  await api.signIn(page, email);
  await open(page, '/pages/setting/real', reviewing);

  const form = page.getByRole('form', { name: 'Basic verification' });
  await expect(form).toBeVisible();
  await form.getByLabel('Full name').fill('Sam Taylor');
  await form.getByLabel('Document number').fill(`P${Date.now() % 1e8}`);
  await form.getByRole('button', { name: /^Nationality/ }).click();
  await page.getByRole('searchbox').fill('United Kingdom');
  await page.getByRole('option', { name: /United Kingdom/ }).click();
  for (const label of ['Front of the document', 'Back of the document', 'You holding the document']) {
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/upload') && r.request().method() === 'POST');
    await form.getByLabel(label, { exact: true }).setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: VOUCHER_PNG });
    expect((await uploaded).status()).toBe(200);
    await expect(form.getByText(`${label} uploaded`)).toBeAttached();
  }
  const submitted = page.waitForResponse((r) => r.url().includes('/api/user/real'));
  await form.getByRole('button', { name: 'Submit for review' }).click();
  expect(await (await submitted).json()).toMatchObject({ type: 'ok' });

  // under review until the demo's review has decided (4 s); the page reads the state again by itself
  await expect(page.getByText('Your documents are under review. This page updates when the result is in.')).toBeVisible();
  expect(Number((await api.call('GET', 'real/state')).review_status)).toBe(1);
  await expect(page.getByText('Basic verification is complete.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('form', { name: 'Advanced verification' })).toBeVisible();
  const state = await api.call('GET', 'real/state');
  expect(Number(state.review_status)).toBe(2);
  expect(state.real_data.name).toBe('Sam Taylor');
});

test('two invitees trade: the rebate opens and pays 16 % of later fees to the inviter', async ({ page }) => {
  const email = unique('boss');
  const boss = await register(email);
  const { extension_code: code } = await boss.call('POST', 'user/getShareInfo');
  expect(code).toMatch(/^[A-Z0-9]{6,8}$/);

  const a = await register(unique('a'), code);
  const b = await register(unique('b'), code);
  await fundAndBuy(a); // before the rebate opens: not paid
  await fundAndBuy(b); // the second qualifying invitee: the rebate opens with this fee
  await buy(a); // and counts every later one
  const counted = [(await fees(b))[0]!, (await fees(a))[1]!];
  // each credit is 16 % of its fee, cut to the ledger's 8 places (rounded down), then added up
  const expected = counted.reduce(
    (sum, fee) => sum.plus(dec(fee).times('0.16').toDecimalPlaces(8, Decimal.ROUND_DOWN)),
    dec(0),
  );
  expect(expected.gt(0)).toBe(true);

  // read before anything of the inviter's is opened: the rebate is credited when the inviter next reads it
  const before = await boss.balance('change', 'USDT');
  await boss.signIn(page, email);
  await open(page, '/pages/setting/share2');
  await expect(page.getByText(/Your rebate is open/)).toBeVisible();
  await expect(page.getByText(/^Level 1 · 16%/)).toHaveCount(2);
  const earned = formatNumber(expected, 'balance', { locale: 'en' });
  await expect(page.getByText(`${earned} USDT`, { exact: true }).first()).toBeVisible();

  // credited once to the inviter's spot account, and not again on a later read
  const rebate = await boss.call('POST', 'user/getRebate');
  expect(rebate.rebate).toHaveLength(1);
  // (as decimals: the screen drops trailing zeros, so "0.3042156" there is 0.30421560 on the wire)
  expect(dec(rebate.rebate[0].amount).toFixed(8)).toBe(expected.toFixed(8));
  const after = await boss.balance('change', 'USDT');
  expect(after.available.minus(before.available).toFixed(8)).toBe(expected.toFixed(8));
});
