// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../engine';
import { DEMO_PASSWORD } from '../../fixtures/auth';
import { installTestEngine, server, type ManualClock } from '../../node';

const API = 'http://localhost/api';
let engine: Engine;
let clock: ManualClock;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  ({ engine, clock } = await installTestEngine());
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

async function call(method: 'GET' | 'POST', path: string, params: Record<string, string> = {}, token?: string) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = token;
  let url = `${API}${path}`;
  let body: string | undefined;
  if (method === 'GET') url += `?${new URLSearchParams(params)}`;
  else {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(params).toString();
  }
  const response = await fetch(url, { method, headers, body });
  expect(response.status).toBe(200);
  return (await response.json()) as { type: string; message: Loose };
}

const login = async () =>
  (await call('POST', '/user/login', { user_string: 'demo@example.com', password: DEMO_PASSWORD })).message as string;

const transfer = (token: string, number: string, from_field: string, to_field: string) =>
  call('POST', '/wallet/change', { currency_id: '3', number, from_field, to_field }, token);

describe('POST /wallet/legal_log', () => {
  it('lists the journal newest first in the family shape, translated, paged by 10', async () => {
    const token = await login();
    clock.advance(60_000);
    expect((await transfer(token, '12.5', 'change', 'lever')).type).toBe('ok');
    const { type, message } = await call('POST', '/wallet/legal_log', { lang: 'spa' }, token);
    expect(type).toBe('ok');
    // six seed credits + the two legs of the transfer
    expect(message.count).toBe(8);
    expect(message.limit).toBe(10);
    expect(message.is_open_CTbi).toBe('1');
    expect(message.list[0]).toEqual({
      id: expect.any(Number),
      user_id: expect.any(Number),
      value: '12.50000000',
      lock_value: '0.00000000',
      created_time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      info: 'Transferencia',
      type: 2,
      currency: 3,
      account: 'lever',
      currency_name: 'USDT',
      before: '20000.00000000',
      after: '20012.50000000',
      transaction_info: 'Transferencia',
    });
    expect(message.list[1]).toMatchObject({ value: '-12.50000000', account: 'change', after: '9987.50000000' });
    expect(message.list.at(-1)).toMatchObject({ type: 1, info: 'Saldo inicial', before: '0.00000000' });
  });

  it('filters by currency, type and account; pages end', async () => {
    const token = await login();
    for (let i = 0; i < 11; i++) await transfer(token, '1', 'change', 'micro');
    const transfers = await call('POST', '/wallet/legal_log', { type: '2', currency: '3', page: '3' }, token);
    expect(transfers.message.count).toBe(22);
    expect(transfers.message.list).toHaveLength(2);
    const micro = await call('POST', '/wallet/legal_log', { account: 'micro', limit: '5' }, token);
    expect(micro.message.count).toBe(12);
    expect(micro.message.list).toHaveLength(5);
    expect(micro.message.list.every((r: Loose) => r.account === 'micro')).toBe(true);
    const btc = await call('POST', '/wallet/legal_log', { currency: '1' }, token);
    expect(btc.message.list.map((r: Loose) => [r.currency_name, r.value])).toEqual([['BTC', '0.50000000']]);
  });

  it('refuses bad input with a translated error, never a 500', async () => {
    const token = await login();
    const cases: Array<[Record<string, string>, string]> = [
      [{ page: '0' }, 'Parameter error'],
      [{ page: 'x' }, 'Parameter error'],
      [{ type: '99' }, 'Parameter error'],
      [{ currency: '999' }, 'This currency is not supported'],
      [{ account: 'bank' }, 'Please choose a valid account'],
    ];
    for (const [params, message] of cases)
      expect(await call('POST', '/wallet/legal_log', params, token), JSON.stringify(params)).toEqual({
        type: 'error',
        message,
      });
    expect((await call('POST', '/wallet/legal_log')).type).toBe('999');
  });
});

describe('GET /wallet/hzhistory', () => {
  it('answers one row per transfer in a Laravel paginator, newest first', async () => {
    const token = await login();
    expect((await call('GET', '/wallet/hzhistory', {}, token)).message).toMatchObject({
      current_page: 1,
      data: [],
      total: 0,
      last_page: 1,
    });
    await transfer(token, '100', 'change', 'lever');
    await transfer(token, '40', 'lever', 'change');
    const { message } = await call('GET', '/wallet/hzhistory', { page: '1', limit: '10', lang: 'zh' }, token);
    expect(message).toMatchObject({ current_page: 1, per_page: 10, total: 2, last_page: 1 });
    expect(message.data.map((r: Loose) => [r.from_field, r.to_field, r.value, r.currency_name, r.info])).toEqual([
      ['lever', 'change', '-40.00000000', 'USDT', '划转'],
      ['change', 'lever', '-100.00000000', 'USDT', '划转'],
    ]);
  });

  it('pages of 10 and a bad page', async () => {
    const token = await login();
    for (let i = 0; i < 12; i++) await transfer(token, '1', 'legal', 'change');
    const second = await call('GET', '/wallet/hzhistory', { page: '2' }, token);
    expect(second.message).toMatchObject({ current_page: 2, last_page: 2, total: 12 });
    expect(second.message.data).toHaveLength(2);
    expect(await call('GET', '/wallet/hzhistory', { page: '1.5' }, token)).toEqual({
      type: 'error',
      message: 'Parameter error',
    });
    expect((await call('GET', '/wallet/hzhistory')).type).toBe('999');
  });
});

describe('GET /fiat/rates', () => {
  it('serves the fiat rates per US dollar, signed out too', async () => {
    const { message } = await call('GET', '/fiat/rates');
    expect(message[0]).toEqual({ currency_code: 'USD', rate: '1' });
    expect(message.map((r: Loose) => r.currency_code)).toContain('CNY');
    expect(engine.wallet.fiatRates()).toEqual(message);
  });
});
