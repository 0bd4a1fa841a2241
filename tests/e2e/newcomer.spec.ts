import { expect, test, type Locator, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { dec, Exchange, VOUCHER_PNG } from './exchange';
import { DemoServer } from './server';

/**
 * A new customer's first day, end to end against `npm start` (issue 28, "Done when"): registered from home, they find
 * the account entry and set a pay password; deposit with a voucher; try a contract with the empty futures account and
 * follow the "Insufficient balance" transfer link; open and close the contract and read the realised P&L; fund the
 * seconds account from the Assets tab (Back then crosses tabs), bet 30 seconds up and read the settlement and the new "Available"; withdraw to
 * an address added from the withdraw form, after a confirmation; and find each event once in the records. Back is
 * used as a customer uses it — after tab switches, with sheets open — and always stays in the app. The walk is the
 * user's (one `goto`, then taps); the API only reads the books, and every figure shown is checked against them as a
 * decimal. The console stays free of errors.
 */
const server = new DemoServer();
const exchange = new Exchange(server);
test.beforeAll(async () => server.start());
test.afterAll(async () => server.stop());

const PASSWORD = 'secret-pass-1';
const PAY_PASSWORD = '246810';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** USDT: deposited, moved to futures and to seconds, staked on one bet, withdrawn. */
const [DEPOSIT, TO_FUTURES, TO_SECONDS, STAKE, WITHDRAWAL] = [dec(1000), dec(500), dec(200), dec(100), dec(100)];
/** The account names the records show for `legal_log`'s `account`. */
const ACCOUNT_NAME: Record<string, string> = { change: 'Spot', lever: 'Futures', micro: 'Seconds', legal: 'Fiat' };

/** A hash route, anchored: `/pages/fund/transfer` is not `/pages/fund/transfer_history`. */
const route = (path: string) => new RegExp(`/h5/#${path.replace(/[/.]/g, '\\$&')}(\\?|$)`);
/** A figure as shown ("1,000.00 USDT", "-12.5 USDT", "+3.1 USDT", "100.00 USDT from held funds"), as a decimal. */
const amountOf = (text: string) => dec(text.replace(/[^\d.-]/g, ''));
/** A balance as a ticket's one-line "Available" shows it: 2 places, rounded down. */
const asAvailable = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_DOWN).toString();
/** The books: a USDT balance's available amount (`change` spot, `lever` futures, `micro` seconds). */
const available = async (account: string) => (await exchange.balance(account, 'USDT')).available.toString();
/** The books agree with what the walk expects, account by account. */
async function expectBooks(expected: Record<string, Decimal>) {
  for (const [account, value] of Object.entries(expected)) expect(await available(account), account).toBe(value.toString());
}

/** Taps a tab of the tab bar. */
async function openTab(page: Page, name: string, path: string) {
  await page.getByRole('navigation', { name: 'Trading' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(route(path));
}
/** Taps one of the Assets tab's fund shortcuts (Deposit, Withdraw, Transfer, Records). */
const shortcut = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Fund shortcuts' }).getByRole('link', { name, exact: true }).click();
/** Back — the header's arrow (`navigate(-1)`) or the browser's — and where it lands (a route or a whole URL): in the app. */
async function back(page: Page, by: 'header' | 'browser', to: string) {
  if (by === 'header') await page.getByRole('button', { name: 'Back', exact: true }).click();
  else await page.goBack();
  await expect(page).toHaveURL(to.startsWith('/') ? route(to) : to);
}
/** The figure of `<dt>term</dt><dd>…</dd>` under `scope`, as a decimal string (polls well, fails readably). */
async function figureIn(scope: Locator, term: string): Promise<string> {
  const exactly = new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const dd = scope.locator('dt').filter({ hasText: exactly }).first().locator('xpath=following-sibling::dd[1]');
  return amountOf(await dd.innerText()).toString();
}
const figuresIn = (scope: Locator, ...terms: string[]) => Promise.all(terms.map((term) => figureIn(scope, term)));
/** The available balance the Assets tab's chosen account shows for USDT (the last figure of its row). */
const spotShown = async (page: Page) =>
  amountOf((await page.getByRole('link', { name: /^USDT\b/ }).innerText()).trim().split('\n').at(-1)!).toString();
/** The transfer page's amount, sent: "Transfer successful". */
async function transfer(page: Page, amount: Decimal) {
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount.toString());
  await page.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(page.getByText('Transfer successful')).toBeVisible();
}
/** The records list's rows, each as its lines: what happened, "Account · time", the amount, the balance after. */
const shownRecords = (page: Page) =>
  page.getByRole('list', { name: 'Asset records' }).getByRole('listitem')
    .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).innerText.split('\n').filter((l) => l.trim())));

test("a new customer's first day, from sign-up to the records", async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(`console: ${message.text()}`)));
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));

  // --- home, as a visitor: the notice once, the account entry says "Log in"; "Sign up"
  await page.goto(`${server.url}/h5/#/pages/index/index`);
  await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Sign up' }).click();

  // --- register with the code the demo inbox received: signed in, back on home, owning nothing yet
  const email = `newcomer.${Date.now()}@example.com`;
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeVisible();
  await page.getByLabel('Verification code').fill(await server.latestCode(email));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByText(/I am at least 18 years old/).click();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(route('/pages/index/index'), { timeout: 15_000 });
  exchange.token = JSON.parse((await page.evaluate(() => localStorage.getItem('token'))) ?? '""');
  await expectBooks({ change: dec(0), lever: dec(0), micro: dec(0) });

  // --- the account entry (top left) → Security → Pay password "Not set" → set; the list then says "Set"
  await page.getByRole('link', { name: 'Account and settings' }).click();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('link', { name: 'Security', exact: true }).click();
  const payPassword = page.getByRole('link', { name: /^Pay password/ });
  await expect(payPassword).toHaveAccessibleName(/^Pay password\s*Not set$/);
  await payPassword.click();
  await page.getByLabel('Current login password').fill(PASSWORD);
  await page.getByLabel('New pay password').fill(PAY_PASSWORD);
  await page.getByLabel('Confirm new password').fill(PAY_PASSWORD);
  await page.getByRole('button', { name: 'Save pay password' }).click();
  await expect(page.getByText('Pay password saved')).toBeVisible();
  await expect(payPassword).toHaveAccessibleName(/^Pay password\s*Set$/);
  expect((await exchange.call('GET', 'user/info')).pay_password_set).toBe(true);
  await back(page, 'header', '/pages/setting/setting');
  await back(page, 'header', '/pages/index/index');

  // --- deposit from home's Deposit shortcut: USDT, the amount and the voucher; the records show it credited
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Deposit' }).click();
  await page.getByRole('link', { name: /^USDT\b/ }).click();
  await page.getByRole('textbox', { name: 'Amount sent' }).fill(DEPOSIT.toString());
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/upload') && r.request().method() === 'POST');
  await page.locator('input[type="file"]').setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: VOUCHER_PNG });
  expect((await uploaded).status()).toBe(200);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Your deposit of 1,000.00 USDT is under review.' });
  await sent.getByRole('link', { name: 'View records' }).click();
  const deposits = page.getByRole('list', { name: 'Deposits' }).getByRole('listitem');
  await expect(deposits).toHaveText([/USDT deposit\s*Completed/]); // one; reviewed at once on the e2e server
  expect(await figureIn(deposits, 'Amount')).toBe(DEPOSIT.toString());
  await expectBooks({ change: DEPOSIT });
  await back(page, 'header', '/pages/fund/receive');
  await back(page, 'header', '/pages/fund/select');
  await back(page, 'header', '/pages/index/index');
  await openTab(page, 'Assets', '/pages/fund/assets');
  await expect.poll(() => spotShown(page)).toBe(DEPOSIT.toString()); // the Spot account, open first

  // --- a contract with the empty futures account: "Insufficient balance" and its Transfer link, prefilled
  await openTab(page, 'Trade', '/pages/transaction/contract');
  await page.getByLabel('Lots').fill('1');
  await page.getByRole('button', { name: 'Open long' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Insufficient balance' })).toBeVisible();
  await page.getByRole('link', { name: 'Transfer', exact: true }).click();
  await expect(page.getByRole('button', { name: /^To\b/ })).toHaveAccessibleName(/Futures/);
  await transfer(page, TO_FUTURES);
  await expectBooks({ lever: TO_FUTURES, change: DEPOSIT.minus(TO_FUTURES) });
  // back on the ticket, funded (the transfer refreshes its balance): a long at market, 1 lot at the default 10×
  await back(page, 'header', '/pages/transaction/contract');
  const ticket = page.locator('form').filter({ has: page.getByRole('button', { name: 'Open long' }) });
  await expect.poll(() => figureIn(ticket, 'Available')).toBe(asAvailable(TO_FUTURES));
  await page.getByLabel('Lots').fill('1');
  await page.getByRole('button', { name: 'Open long' }).click();
  await page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Confirm long' }).click();
  await expect(page.getByText('Order submitted')).toBeVisible();
  await expect(page.getByText('Positions (1)')).toBeVisible();
  const [position] = await exchange.leverOrders(1);
  await expectBooks({ lever: TO_FUTURES.minus(position.caution_money).minus(position.trade_fee) });
  // closed: the result sheet's realised P&L and net are the books' to the last decimal
  await page.getByRole('button', { name: 'Close position' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close position' }).click();
  const closedSheet = page.getByRole('dialog', { name: /position closed$/ });
  await expect(closedSheet).toBeVisible();
  const [closed] = await exchange.leverOrders(3);
  const pnl = closedSheet.getByText('Realised P&L', { exact: true }).locator('xpath=following-sibling::*[1]');
  expect(amountOf(await pnl.innerText()).toString()).toBe(dec(closed.fact_profits).toString());
  const net = dec(closed.fact_profits).minus(closed.trade_fee).minus(closed.overnight_money ?? 0);
  expect(await figureIn(closedSheet, 'Net after fees')).toBe(net.toString());
  // Back with the sheet open closes the sheet alone
  await back(page, 'browser', '/pages/transaction/contract');
  await expect(closedSheet).toBeHidden();
  await expect(page.getByText('No open positions')).toBeVisible();
  const futures = TO_FUTURES.minus(position.trade_fee).plus(closed.fact_profits);
  await expectBooks({ lever: futures });
  await expect.poll(() => figureIn(ticket, 'Available')).toBe(asAvailable(futures));

  // --- seconds: that account is empty too: funded from the Assets tab this time, then Back twice to the ticket
  await page.getByRole('tab', { name: 'Seconds', exact: true }).click();
  const secondsTicket = page.getByRole('region', { name: 'Seconds contract' });
  await page.getByLabel('Stake (USDT)').fill(STAKE.toString());
  await page.getByRole('button', { name: 'Buy up' }).click();
  await expect(secondsTicket.getByRole('alert').filter({ hasText: 'Insufficient balance' })).toBeVisible();
  const secondsUrl = page.url(); // the trade tab on seconds
  await openTab(page, 'Assets', '/pages/fund/assets');
  await shortcut(page, 'Transfer');
  await page.getByRole('button', { name: /^To\b/ }).click();
  await page.getByRole('dialog', { name: 'To' }).getByRole('option', { name: 'Seconds' }).click();
  await expect(page.getByRole('button', { name: /^To\b/ })).toHaveAccessibleName(/Seconds/);
  await transfer(page, TO_SECONDS);
  const spot = DEPOSIT.minus(TO_FUTURES).minus(TO_SECONDS);
  await expectBooks({ micro: TO_SECONDS, change: spot });
  // Back after a tab switch returns to the tab before, in the app: the trade tab, still on seconds
  await back(page, 'browser', '/pages/fund/assets');
  await back(page, 'browser', secondsUrl);
  await expect(page.getByRole('tab', { name: 'Seconds', exact: true })).toHaveAttribute('aria-selected', 'true');
  // 100 USDT up for 30 s: placed (stake and fee held), counted down, settled from the feed
  await expect.poll(() => figureIn(secondsTicket, 'Available')).toBe(asAvailable(TO_SECONDS));
  await page.getByLabel('Stake (USDT)').fill(STAKE.toString());
  await page.getByRole('radio', { name: /^30 s/ }).check({ force: true });
  await page.getByRole('button', { name: 'Buy up' }).click();
  await page.getByRole('dialog', { name: 'Confirm seconds contract' }).getByRole('button', { name: 'Confirm: price goes up' }).click();
  await expect(page.getByText('Contract placed')).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time left' })).toBeVisible();
  const [placed] = (await exchange.call('GET', 'microtrade/lists', { status: '1', page: '1', limit: '5' })).data;
  expect(Number(placed.seconds)).toBe(30);
  const held = await exchange.balance('micro', 'USDT'); // stake and fee
  expect([held.available, held.frozen].map(String)).toEqual([TO_SECONDS.minus(STAKE).minus(placed.fee), STAKE.plus(placed.fee)].map(String));
  // the result sheet: outcome, stake, profit, paid out; then "Available" moves by the profit less the fee
  const result = page.getByRole('dialog', { name: '1 contract settled' });
  await expect(result).toBeVisible({ timeout: 60_000 });
  const [bet] = (await exchange.call('GET', 'microtrade/lists', { status: '3', page: '1', limit: '5' })).data;
  const profit = dec(bet.fact_profits);
  const lost = profit.lt(0);
  await expect(result).toContainText(profit.gt(0) ? ': you won ' : lost ? ': you lost ' : ': flat, your stake is returned');
  expect(await figuresIn(result, 'Stake (USDT)', 'Profit (USDT)', 'Paid out (USDT)')).toEqual(
    [STAKE, profit, lost ? dec(0) : STAKE.plus(profit)].map(String),
  );
  await result.getByRole('button', { name: 'OK' }).click();
  const seconds = TO_SECONDS.minus(bet.fee).plus(profit);
  expect(Object.values(await exchange.balance('micro', 'USDT')).map(String)).toEqual([seconds.toString(), '0']);
  await expect.poll(() => figureIn(secondsTicket, 'Available')).toBe(asAvailable(seconds));

  // --- withdraw: Assets → Withdraw → USDT; no address yet: one added from the form comes back chosen
  await openTab(page, 'Assets', '/pages/fund/assets');
  await shortcut(page, 'Withdraw');
  await page.getByRole('link', { name: /^USDT\b/ }).click();
  await expect(page.getByText('Add a withdraw address first.')).toBeVisible();
  await page.getByRole('link', { name: 'Add a withdraw address' }).click();
  await page.getByLabel('Remark').fill('My wallet');
  await page.getByLabel('Wallet address').fill(TRON);
  await page.getByLabel('Pay password').fill(PAY_PASSWORD);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Withdraw address saved')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Withdraw address/ })).toHaveAccessibleName(/My wallet/);
  // the amount: fee and what arrives as the books state them; confirmed in a sheet that Back closes unsent
  const fee = dec((await exchange.call('POST', 'wallet/get_info', { currency: '3' })).rate);
  const arrives = WITHDRAWAL.minus(fee).toString();
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Withdraw', exact: true }) });
  await expect.poll(() => figureIn(form, 'Available')).toBe(spot.toString());
  await page.getByRole('textbox', { name: 'Amount' }).fill(WITHDRAWAL.toString());
  expect(await figuresIn(form, 'Fee', 'You receive')).toEqual([fee.toString(), arrives]);
  await page.getByLabel('Pay password').fill(PAY_PASSWORD);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const confirmSheet = page.getByRole('dialog', { name: 'Confirm the withdrawal' });
  await expect(confirmSheet).toContainText(new RegExp(`${TRON}\\s*Network\\s*TRC20`));
  expect(await figuresIn(confirmSheet, 'Amount', 'Fee', 'You receive')).toEqual([WITHDRAWAL.toString(), fee.toString(), arrives]);
  await back(page, 'browser', '/pages/fund/withdraw');
  await expect(confirmSheet).toBeHidden();
  expect((await exchange.call('GET', 'user/withdraw/list', { page: '1', limit: '10' })).total).toBe(0);
  await expectBooks({ change: spot });
  await page.waitForTimeout(600); // the submit button's 500 ms throttle
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await confirmSheet.getByRole('button', { name: 'Confirm withdrawal' }).click();
  const submitted = page.getByRole('dialog', { name: 'Withdrawal submitted' });
  await expect(submitted.getByText('Submitted for review', { exact: true })).toBeVisible();
  await expectBooks({ change: spot.minus(WITHDRAWAL) });
  const [withdrawal] = (await exchange.call('GET', 'user/withdraw/list', { page: '1', limit: '10' })).data;
  expect([withdrawal.address, dec(withdrawal.number), dec(withdrawal.real_number)].map(String)).toEqual([TRON, WITHDRAWAL.toString(), arrives]);

  // --- the withdrawal records (the result sheet's "View records"): this one, once, with its figures
  await submitted.getByRole('button', { name: 'View records' }).click();
  const withdrawals = page.getByRole('list', { name: 'Withdrawals' }).getByRole('listitem');
  await expect(withdrawals).toHaveText([/USDT withdrawal/]);
  expect(await figuresIn(withdrawals, 'Amount', 'Fee', 'Received')).toEqual([WITHDRAWAL.toString(), fee.toString(), arrives]);
  // Back walks out of the fund pages to the Assets tab (the sheet's entry stepped over), never out of the app
  await back(page, 'browser', '/pages/fund/withdraw');
  await back(page, 'browser', '/pages/fund/select');
  await back(page, 'browser', '/pages/fund/assets');
  await expect.poll(() => spotShown(page)).toBe(spot.minus(WITHDRAWAL).toString());

  // --- the asset records, type by type: each event of the day once, as the books have it (account and amount)
  await shortcut(page, 'Records');
  const recordTypes = [
    { tab: 'Deposits', type: '3', events: ['Deposit'] },
    { tab: 'Transfers', type: '2', events: ['Transfer', 'Transfer', 'Transfer', 'Transfer'] }, // two, on two accounts each
    { tab: 'Futures', type: '7', events: ['Futures position closed', 'Futures position opened'] },
    { tab: 'Seconds', type: '8', events: [lost ? 'Seconds contract lost' : 'Seconds contract settled', 'Seconds contract placed'] },
    { tab: 'Withdrawals', type: '4', events: ['Withdrawal paid out', 'Withdrawal'] },
  ];
  for (const { tab, type, events } of recordTypes) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect.poll(async () => (await shownRecords(page)).map(([title]) => title)).toEqual(events);
    type Row = { info: string; account: string; value: string; lock_value: string };
    const books: Row[] = (await exchange.call('POST', 'wallet/legal_log', { type, page: '1', limit: '50' })).list;
    expect(books.map((r) => r.info)).toEqual(events);
    const rows = await shownRecords(page);
    books.forEach((r, i) => {
      const [, where = '', amount = ''] = rows[i]!;
      expect(where.split(' · ')[0]).toBe(ACCOUNT_NAME[r.account]);
      // an event that only spends held money shows how much ("100.00 USDT from held funds")
      const moved = dec(r.value).isZero() ? dec(r.lock_value).abs() : dec(r.value);
      expect(amountOf(amount).toString()).toBe(moved.toString());
    });
  }
  const all = recordTypes.reduce((n, t) => n + t.events.length, 0); // and nothing else happened
  expect((await exchange.call('POST', 'wallet/legal_log', { page: '1', limit: '50' })).count).toBe(all);

  expect(errors).toEqual([]);
});
