// @vitest-environment node
import Decimal from 'decimal.js';
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

async function post(path: string, body: Record<string, string> = {}, token?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  if (token) headers.Authorization = token;
  const response = await fetch(`${API}${path}`, { method: 'POST', headers, body: new URLSearchParams(body).toString() });
  expect(response.status).toBe(200);
  return (await response.json()) as { type: string; message: Loose };
}

const login = async () =>
  (await post('/user/login', { user_string: 'demo@example.com', password: DEMO_PASSWORD })).message as string;
const userId = () => engine.ctx.store.list<{ id: number; email: string }>('users', { email: 'demo@example.com' })[0]!.id;
const change = (currency: number) => engine.ledger.balance(userId(), 'change', currency).available;

describe('coin exchange', () => {
  it('lists the coins with the user’s change balances', async () => {
    const { message } = await post('/user/getTransferList', {}, await login());
    expect(message.transfer.map((c: Loose) => c.name)).toEqual(expect.arrayContaining(['USDT', 'BTC', 'ETH']));
    expect(message.wallet.find((w: Loose) => w.currency === 3)).toMatchObject({ change_balance: '10000.00000000' });
  });

  it('quotes both prices and the fee', async () => {
    const { message } = await post('/user/getTransferFee', { from_currency_id: '3', to_currency_id: '1' }, await login());
    expect(message).toEqual({ form_price: '1', to_price: expect.stringMatching(/^\d+(\.\d+)?$/), fee: '0.002' });
  });

  it('exchanges USDT for BTC at the quoted price and fee, exactly, journalled', async () => {
    const token = await login();
    const quote = (await post('/user/getTransferFee', { from_currency_id: '3', to_currency_id: '1' }, token)).message;
    const answer = await post(
      '/user/Transfer',
      { number: '1000', from_currency_id: '3', to_currency_id: '1', form_price: quote.form_price, to_price: quote.to_price, lang: 'zh' },
      token,
    );
    expect(answer).toEqual({ type: 'ok', message: '兑换成功' });
    const fee = new Decimal('1000').times('0.002');
    const received = new Decimal('1000').minus(fee).dividedBy(quote.to_price).toDecimalPlaces(8, Decimal.ROUND_DOWN);
    expect(change(3)).toBe('9000.00000000');
    expect(change(1)).toBe(new Decimal('0.5').plus(received).toFixed(8));
    expect(engine.ledger.fees(3)).toBe('2.00000000');
    expect(auditLedger(engine.ctx.store).problems).toEqual([]);
    const log = (await post('/wallet/legal_log', { type: '5' }, token)).message;
    // one record per coin of the exchange: the hold and its settlement are one event (issue 28 item 8)
    expect(log.list.map((r: Loose) => [r.currency_name, r.value, r.lock_value])).toEqual([
      ['BTC', received.toFixed(8), '0.00000000'],
      ['USDT', '-1000.00000000', '0.00000000'],
    ]);
  });

  it('refuses an overdraft, a stale price and bad input, changing nothing', async () => {
    const token = await login();
    const cases: Array<[Record<string, string>, string]> = [
      [{ number: '10000.00000001' }, 'Insufficient wallet balance'],
      [{ number: '0' }, 'Please enter a valid amount'],
      [{ number: 'abc' }, 'Please enter a valid amount'],
      [{ to_currency_id: '3' }, 'Choose two different coins to exchange'],
      [{ to_currency_id: '999' }, 'This currency is not supported'],
      [{ to_price: '1' }, 'The price has changed, please check the new rate and try again'],
      [{ to_price: 'x' }, 'Parameter error'],
      [{ number: '0.00000001' }, 'The amount is too small to exchange'],
    ];
    for (const [fields, message] of cases)
      expect(
        await post('/user/Transfer', { number: '10', from_currency_id: '3', to_currency_id: '1', ...fields }, token),
        JSON.stringify(fields),
      ).toEqual({ type: 'error', message });
    expect(change(3)).toBe('10000.00000000');
    expect(change(1)).toBe('0.50000000');
    expect((await post('/user/Transfer', { number: '1', from_currency_id: '3', to_currency_id: '1' })).type).toBe('999');
  });
});
