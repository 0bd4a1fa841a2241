// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../engine';
import { auditLedger } from '../../engine/ledger';
import { DEMO_PASSWORD } from '../../fixtures/auth';
import { installTestEngine, server } from '../../node';

const API = 'http://localhost/api';
let engine: Engine;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  ({ engine } = await installTestEngine());
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Envelopes are read loosely here: the assertions themselves state the expected shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

async function post(path: string, body: Record<string, string> = {}, token?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  if (token) headers.Authorization = token;
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(body).toString(),
  });
  return (await response.json()) as { type: string; message: Loose };
}

const login = async (user_string = 'demo@example.com') =>
  (await post('/user/login', { user_string, password: DEMO_PASSWORD })).message as string;

const row = (list: Loose, account: string, currency: number) =>
  list[`${account}_wallet`].balance.find((r: Loose) => r.currency === currency);

describe('POST /wallet/list', () => {
  it('needs a session', async () => {
    expect(await post('/wallet/list', { lang: 'zh' })).toEqual({ type: '999', message: '请先登录' });
  });

  it('answers the seeded balances in the family shape, from the ledger', async () => {
    const { type, message } = await post('/wallet/list', {}, await login());
    expect(type).toBe('ok');
    // the family's four groups, plus the demo's fund / transaction / financial accounts (spec §3)
    expect(Object.keys(message).sort()).toEqual(
      [
        'ExRate',
        'change_wallet',
        'is_open_CTbi',
        'legal_wallet',
        'lever_wallet',
        'micro_wallet',
        'fund_wallet',
        'transaction_wallet',
        'financial_wallet',
      ].sort(),
    );
    expect(row(message, 'fund', 3)).toMatchObject({ fund_balance: '0.00000000', lock_fund_balance: '0.00000000' });
    expect(row(message, 'change', 3)).toEqual({
      id: expect.any(Number),
      currency: 3,
      change_balance: '10000.00000000',
      lock_change_balance: '0.00000000',
      is_charge: true,
      currency_name: 'USDT',
      usdt_price: '1',
    });
    expect(row(message, 'legal', 3)).toMatchObject({
      legal_balance: '5000.00000000',
      lock_legal_balance: '0.00000000',
    });
    expect(row(message, 'lever', 3)).toMatchObject({ lever_balance: '20000.00000000' });
    expect(row(message, 'micro', 3)).toMatchObject({ micro_balance: '3000.00000000' });
    expect(row(message, 'micro', 1)).toMatchObject({ micro_balance: '0.00000000', currency_name: 'BTC' });
    for (const group of ['legal', 'change', 'lever', 'micro'])
      expect(message[`${group}_wallet`]).toMatchObject({
        totle: expect.any(String),
        usdt_totle: expect.any(String),
        CNY: expect.any(String),
      });
    expect(message.legal_wallet.usdt_totle).toBe('5000.00000000');
    expect(message.legal_wallet.CNY).toBe('36000.00');
    // BTC and ETH are valued at the market: the change wallet is worth more than its USDT.
    const btcPrice = row(message, 'change', 1).usdt_price as string;
    expect(Number(btcPrice)).toBeGreaterThan(1000);
    expect(Number(message.change_wallet.usdt_totle)).toBeGreaterThan(10_000 + 0.5 * Number(btcPrice));
  });

  it('filters by currency name', async () => {
    const { message } = await post('/wallet/list', { currency_name: 'us' }, await login());
    expect(message.change_wallet.balance.map((r: Loose) => r.currency_name)).toEqual(['USDT', 'USDC']);
  });
});

describe('POST /wallet/change', () => {
  const change = async (token: string, fields: Record<string, string>) =>
    post(
      '/wallet/change',
      { currency_id: '3', number: '1', from_field: 'change', to_field: 'legal', ...fields },
      token,
    );

  it('moves money between the user’s accounts and journals it', async () => {
    const token = await login();
    expect(await change(token, { number: '2500.12345678', lang: 'jp' })).toEqual({
      type: 'ok',
      message: '振替が完了しました',
    });
    const { message } = await post('/wallet/list', {}, token);
    expect(row(message, 'change', 3).change_balance).toBe('7499.87654322');
    expect(row(message, 'legal', 3).legal_balance).toBe('7500.12345678');
    const user = engine.ctx.store.list<{ id: number; email: string }>('users', {
      email: 'demo@example.com',
    })[0]!;
    expect(
      engine.ledger
        .journal(user.id)
        .filter((l) => l.op === 'transfer')
        .map((l) => [l.account, l.available]),
    ).toEqual([
      ['change', '-2500.12345678'],
      ['legal', '2500.12345678'],
    ]);
    expect(auditLedger(engine.ctx.store).problems).toEqual([]);
  });

  it('refuses more than available with the translated spec message, changing nothing', async () => {
    const token = await login();
    expect(await change(token, { from_field: 'micro', to_field: 'lever', number: '3000.00000001' })).toEqual({
      type: 'error',
      message: 'Insufficient wallet balance',
    });
    expect((await change(token, { from_field: 'micro', number: '99999', lang: 'zh' })).message).toBe(
      '钱包余额不足',
    );
    const { message } = await post('/wallet/list', {}, token);
    expect(row(message, 'micro', 3).micro_balance).toBe('3000.00000000');
    expect(row(message, 'lever', 3).lever_balance).toBe('20000.00000000');
  });

  it('validates the fields', async () => {
    const token = await login();
    const cases: Array<[Record<string, string>, string]> = [
      [{ number: '0' }, 'Please enter a valid amount'],
      [{ number: '-5' }, 'Please enter a valid amount'],
      [{ number: '1.123456789' }, 'Please enter a valid amount'],
      [{ number: '1e3' }, 'Please enter a valid amount'],
      [{ currency_id: '999' }, 'This currency is not supported'],
      [{ currency_id: 'USDT' }, 'This currency is not supported'],
      [{ from_field: '2' }, 'Please choose a valid account'],
      [{ to_field: 'fund' }, 'Please choose a valid account'],
      [{ to_field: 'change' }, 'Choose two different accounts to transfer between'],
    ];
    for (const [fields, message] of cases)
      expect(await change(token, fields), JSON.stringify(fields)).toEqual({ type: 'error', message });
  });

  it('needs a session', async () => {
    expect((await change('bogus', {})).type).toBe('999');
  });
});
