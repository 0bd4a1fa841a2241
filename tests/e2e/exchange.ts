import Decimal from 'decimal.js';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../mocks/fixtures/auth';
import type { DemoServer } from './server';

// Envelopes are read loosely: each test states the fields it relies on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/**
 * The demo exchange's API as the app calls it (form body, raw token), for e2e tests that act in the app and
 * check the server's books: balances, orders and their exact figures.
 */
export class Exchange {
  token = '';
  constructor(private readonly server: DemoServer) {}

  async call(method: 'GET' | 'POST' | 'PUT', path: string, params: Record<string, string> = {}): Promise<Loose> {
    const query = new URLSearchParams({ ...params, lang: 'en' });
    const headers: Record<string, string> = this.token ? { Authorization: this.token } : {};
    let url = `${this.server.url}/api/${path}`;
    let body: string | undefined;
    if (method === 'GET') url += `?${query}`;
    else {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = query.toString();
    }
    const answer = await (await fetch(url, { method, headers, body })).json();
    if (answer.type !== 'ok') throw new Error(`${path}: ${JSON.stringify(answer)}`);
    return answer.message;
  }

  /** Uploads `VOUCHER_PNG` as this user (`/upload`, multipart): the path a deposit's voucher must be. */
  async uploadVoucher(): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([VOUCHER_PNG], { type: 'image/png' }), 'voucher.png');
    const answer = await (
      await fetch(`${this.server.url}/api/upload`, { method: 'POST', headers: { Authorization: this.token }, body: form })
    ).json();
    if (answer.type !== 'ok') throw new Error(`upload: ${JSON.stringify(answer)}`);
    return answer.message;
  }

  /** Signs the seeded demo user in through the app's login page; the tests then call the API with its token. */
  async signIn(page: Page, account = 'demo@example.com'): Promise<void> {
    await page.goto(`${this.server.url}/h5/#/pages/common/login`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByRole('textbox', { name: 'Email' }).fill(account);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.hash.includes('login'), { timeout: 15_000 });
    this.token = JSON.parse((await page.evaluate(() => localStorage.getItem('token'))) ?? '""');
  }

  /** One balance: `account` is change | lever | micro | legal; currency by name (USDT, BTC…). */
  async balance(account: string, currency: string): Promise<{ available: Decimal; frozen: Decimal }> {
    const wallets = await this.call('POST', 'wallet/list');
    const row = wallets[`${account}_wallet`].balance.find((r: Loose) => r.currency_name === currency);
    return {
      available: new Decimal(row?.[`${account}_balance`] ?? 0),
      frozen: new Decimal(row?.[`lock_${account}_balance`] ?? 0),
    };
  }

  /** The user's contract orders of one status (-1 all, 0 pending, 1 open, 3 closed, 4 cancelled), newest first. */
  async leverOrders(status: number): Promise<Loose[]> {
    const answer = await this.call('POST', 'lever/my_trade', { status: String(status), page: '1', limit: '50' });
    return answer.message.data;
  }
}

export const dec = (value: Decimal.Value) => new Decimal(value);

/** A 2 × 2 PNG (a payment voucher for the deposit form). */
export const VOUCHER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** The text of the `<dd>` that follows the `<dt>` named `term` (a figures list). */
export async function figure(page: Page, term: string | RegExp): Promise<string> {
  const dd = page.locator('dt', { hasText: term }).first().locator('xpath=following-sibling::dd[1]');
  return (await dd.innerText()).trim();
}
