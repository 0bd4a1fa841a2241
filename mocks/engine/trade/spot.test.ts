// @vitest-environment node
/** Spot orders with exact figures (docs/decisions.md, row 58). BTC/USDT: fee rate 0.001, 2 price and 5 amount places. */
import { beforeEach, describe, expect, it } from 'vitest';
import { EngineError } from '../core';
import { BTC, BTC_PAIR, tradeHarness, USDT, type TradeHarness } from './trade.fixture';

let h: TradeHarness;
let alice: { id: number; token: string };

beforeEach(() => {
  h = tradeHarness();
  h.price('BTC/USDT', '100000.00');
  alice = h.newUser([
    { account: 'change', currency: USDT, amount: '10000' },
    { account: 'change', currency: BTC, amount: '1' },
  ]);
});

const place = (fields: Record<string, string>) =>
  h.trade.spot.place(alice.token, {
    ...BTC_PAIR,
    type: '1',
    amount: '0.01',
    order_type: 'market',
    ...fields,
  });

const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof EngineError) return error.key;
    throw error;
  }
  throw new Error('expected a failure');
};

describe('market orders', () => {
  it('a buy moves both balances exactly: value + fee out in USDT, the coin in', () => {
    const order = place({ target_price: '1' }); // target_price is ignored by a market order
    // value 100000 × 0.01 = 1000; fee 1
    expect(order).toMatchObject({
      status: 2,
      trade_price: '100000.00000000',
      trade_amount: '0.01000000',
      charge_fee: '1.00000000',
    });
    expect(h.balance(alice.id, 'change', USDT)).toEqual({ available: '8999.00000000', frozen: '0.00000000' });
    expect(h.balance(alice.id, 'change', BTC)).toEqual({ available: '1.01000000', frozen: '0.00000000' });
    expect(h.ledger.fees(USDT)).toBe('1.00000000');
    expect(h.problems()).toEqual([]);
  });

  it('a sell receives value − fee', () => {
    h.price('BTC/USDT', '95123.45');
    place({ type: '2', amount: '0.12345' });
    // value 95123.45 × 0.12345 = 11742.9899025; fee 11.7429899025 → 11.74298990 (down)
    expect(h.balance(alice.id, 'change', BTC).available).toBe('0.87655000');
    expect(h.balance(alice.id, 'change', USDT).available).toBe('21731.24691260');
    expect(h.ledger.fees(USDT)).toBe('11.74298990');
    expect(h.problems()).toEqual([]);
  });

  it('refuses more than the balance, changing nothing', () => {
    expect(failure(() => place({ amount: '0.1' }))).toBe('error.insufficientBalance');
    expect(failure(() => place({ type: '2', amount: '1.00001' }))).toBe('error.insufficientBalance');
    expect(h.balance(alice.id, 'change', USDT).available).toBe('10000.00000000');
    expect(h.trade.spot.list(alice.token, {})).toEqual([]);
  });
});

describe('limit orders', () => {
  it('a buy freezes price × amount × (1 + rate), rests, and cancelling releases it', () => {
    const order = place({ order_type: 'limit', target_price: '90000' });
    expect(order).toMatchObject({ status: 1, frozen: '900.90000000', target_price: '90000.00000000' });
    expect(h.balance(alice.id, 'change', USDT)).toEqual({
      available: '9099.10000000',
      frozen: '900.90000000',
    });
    h.trade.spot.cancel(alice.token, { id: String(order.id) });
    expect(h.balance(alice.id, 'change', USDT)).toEqual({
      available: '10000.00000000',
      frozen: '0.00000000',
    });
    expect(h.trade.spot.list(alice.token, {})[0]).toMatchObject({ status: 3 });
    expect(failure(() => h.trade.spot.cancel(alice.token, { id: String(order.id) }))).toBe(
      'error.orderNotCancellable',
    );
  });

  it('fills at its limit price when the feed crosses (buy: feed ≤ price), not before', () => {
    const order = place({ order_type: 'limit', target_price: '90000' });
    h.price('BTC/USDT', '90000.01');
    expect(h.trade.sweep().spot).toEqual([]);
    h.price('BTC/USDT', '89000.00');
    expect(h.trade.sweep().spot[0]).toMatchObject({ id: order.id, status: 2, trade_price: '90000.00000000' });
    expect(h.balance(alice.id, 'change', USDT)).toEqual({ available: '9099.10000000', frozen: '0.00000000' });
    expect(h.balance(alice.id, 'change', BTC).available).toBe('1.01000000');
  });

  it('a sell freezes the coin and fills when feed ≥ price; one already crossed fills at once', () => {
    const resting = place({ type: '2', order_type: 'limit', target_price: '110000', amount: '0.5' });
    expect(h.balance(alice.id, 'change', BTC)).toEqual({ available: '0.50000000', frozen: '0.50000000' });
    const crossed = place({ type: '2', order_type: 'limit', target_price: '99000', amount: '0.1' });
    expect(crossed).toMatchObject({ status: 2, trade_price: '99000.00000000' });
    h.price('BTC/USDT', '110000.00');
    const rows = h.trade.spot.list(alice.token, { status: '2' }); // the call sweeps first
    expect(rows.map((r) => r.id)).toEqual([crossed.id, resting.id]);
    // 10000 + (9900 − 9.9) + (55000 − 55)
    expect(h.balance(alice.id, 'change', USDT).available).toBe('74835.10000000');
    expect(h.problems()).toEqual([]);
  });
});

describe('lists and validation', () => {
  it('lists newest first, paged and filtered', () => {
    for (let i = 0; i < 3; i++) place({ amount: '0.001' });
    place({ order_type: 'limit', target_price: '50000', amount: '0.001' });
    const all = h.trade.spot.list(alice.token, {});
    expect(all.map((r) => r.status)).toEqual([1, 2, 2, 2]);
    expect(h.trade.spot.list(alice.token, { page: '2', limit: '3' })).toHaveLength(1);
    expect(h.trade.spot.list(alice.token, { status: '1' })).toHaveLength(1);
    expect(h.trade.spot.list(alice.token, { currency_id: '2' })).toEqual([]);
    expect(failure(() => h.trade.spot.list(alice.token, { limit: '0' }))).toBe('error.param');
  });

  it('refuses bad fields', () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ type: '0' }, 'error.tradeTypeInvalid'],
      [{ order_type: 'stop' }, 'error.orderTypeInvalid'],
      [{ amount: '' }, 'error.quantityInvalid'],
      [{ amount: '0' }, 'error.quantityInvalid'],
      [{ amount: '-1' }, 'error.quantityInvalid'],
      [{ amount: '0.000001' }, 'error.quantityInvalid'],
      [{ amount: '1e-3' }, 'error.quantityInvalid'],
      [{ order_type: 'limit', target_price: 'abc' }, 'error.priceInvalid'],
      [{ order_type: 'limit', target_price: '1.001' }, 'error.priceInvalid'],
      [{ order_type: 'limit' }, 'error.priceInvalid'],
      [{ currency_id: '1002' }, 'error.pairUnavailable'],
      [{ currency_id: '12345' }, 'error.marketUnknown'],
      [{ legal_id: '' }, 'error.marketUnknown'],
    ];
    for (const [fields, key] of cases) expect(failure(() => place(fields)), JSON.stringify(fields)).toBe(key);
    expect(failure(() => h.trade.spot.cancel(alice.token, { id: 'x' }))).toBe('error.orderNotFound');
    expect(failure(() => h.trade.spot.list(undefined, {}))).toBe('error.needLogin');
  });
});
