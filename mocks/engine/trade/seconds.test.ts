// @vitest-environment node
/** Seconds contracts (docs/decisions.md, row 60): settled from the feed AT the expiry instant. */
import Decimal from 'decimal.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { EngineError } from '../core';
import { MICRO_SUBMIT_INTERVAL_MS } from './seconds';
import { tradeHarness, USDT, type TradeHarness } from './trade.fixture';

let h: TradeHarness;
let alice: { id: number; token: string };
let t0: number;

beforeEach(() => {
  h = tradeHarness();
  t0 = h.clock();
  alice = h.newUser([{ account: 'micro', currency: USDT, amount: '3000' }]);
});

// BTC/USDT is the first listed pair: match id 1.
const bet = (fields: Record<string, string> = {}) =>
  h.trade.micro.submit(alice.token, {
    match_id: '1',
    currency_id: '3',
    type: '1',
    seconds: '30',
    number: '100',
    ...fields,
  });

const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof EngineError) return [error.key, error.vars];
    throw error;
  }
  throw new Error('expected a failure');
};

describe('settlement', () => {
  it('an up bet wins from the price at expiry, even when the sweep runs later', () => {
    // open 100000.00; exactly at expiry 100000.01; afterwards far below (must not matter)
    const due = t0 + 30_000;
    h.price('BTC/USDT', (at) => (at < due ? '100000.00' : at === due ? '100000.01' : '90000.00'));
    const order = bet();
    expect(order).toMatchObject({
      open_price: '100000.00000000',
      status: 1,
      due_at: t0 + 30_000,
      profit_ratio: '0.80',
    });
    expect(h.balance(alice.id, 'micro')).toEqual({ available: '2900.00000000', frozen: '100.00000000' });
    h.clock.advance(29_999);
    expect(h.trade.sweep().micro).toEqual([]);
    h.clock.advance(60_001);
    const [settled] = h.trade.sweep().micro;
    expect(settled).toMatchObject({
      id: order.id,
      status: 3,
      end_price: '100000.01000000',
      profit_result: 1,
      fact_profits: '80.00000000',
      complete_at: t0 + 90_000,
    });
    expect(h.balance(alice.id, 'micro')).toEqual({ available: '3080.00000000', frozen: '0.00000000' });
    expect(h.problems()).toEqual([]);
  });

  it('a down bet on a rise loses the stake to the house; an unchanged price is flat', () => {
    h.price('BTC/USDT', (at) => (at < t0 + 60_000 ? '100000.00' : '100000.50'));
    bet({ type: '2', seconds: '60' });
    h.clock.advance(MICRO_SUBMIT_INTERVAL_MS);
    bet({ type: '1', seconds: '30', number: '50.5' }); // ends at t0 + 31 s: unchanged
    h.clock.advance(60_000);
    const settled = h.trade.sweep().micro;
    expect(settled.map((o) => [o.type, o.profit_result, o.fact_profits])).toEqual([
      [2, -1, '-100.00000000'],
      [1, 0, '0.00000000'],
    ]);
    expect(h.balance(alice.id, 'micro')).toEqual({ available: '2900.00000000', frozen: '0.00000000' });
    expect(h.problems()).toEqual([]);
  });

  it('settles the real feed the same way (no preset outcome)', () => {
    const order = bet({ seconds: '60' });
    h.clock.advance(61_000);
    const [settled] = h.trade.sweep().micro;
    const end = new Decimal(h.market.livePrice('BTC/USDT', order.due_at));
    const open = new Decimal(order.open_price);
    expect(settled!.end_price).toBe(end.toFixed(8));
    expect(settled!.profit_result).toBe(end.eq(open) ? 0 : end.gt(open) ? 1 : -1);
  });
});

describe('submission rules', () => {
  it('one submission per second per user', () => {
    bet();
    expect(failure(() => bet())).toEqual(['error.tooFast', {}]);
    h.clock.advance(MICRO_SUBMIT_INTERVAL_MS - 1);
    expect(failure(() => bet())[0]).toBe('error.tooFast');
    h.clock.advance(1);
    expect(bet().status).toBe(1);
  });

  it('stake limits: the currency minimum, the duration minimum, the maximum', () => {
    expect(failure(() => bet({ number: '9.99' }))).toEqual(['error.stakeTooLow', { min: '10' }]);
    expect(failure(() => bet({ seconds: '300', number: '99' }))).toEqual(
      ['error.stakeTooLow', { min: '100' }],
    );
    expect(failure(() => bet({ number: '50000.01' }))).toEqual(['error.stakeTooHigh', { max: '50000' }]);
    expect(failure(() => bet({ number: '3000.01' }))[0]).toBe('error.insufficientBalance');
  });

  it('refuses bad fields and never cancels', () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ match_id: '0' }, 'error.marketUnknown'],
      [{ match_id: '999' }, 'error.marketUnknown'],
      [{ match_id: '26' }, 'error.pairUnavailable'], // a stock
      [{ currency_id: '999' }, 'error.currencyUnknown'],
      [{ currency_id: '1001' }, 'error.currencyUnknown'], // a stock's: stocks are text only
      [{ currency_id: '' }, 'error.currencyUnknown'],
      [{ type: 'up' }, 'error.directionInvalid'],
      [{ seconds: '45' }, 'error.secondsInvalid'],
      [{ seconds: '' }, 'error.secondsInvalid'],
      [{ number: '-10' }, 'error.amountInvalid'],
      [{ number: '10.123456789' }, 'error.amountInvalid'],
      [{ number: 'ten' }, 'error.amountInvalid'],
    ];
    for (const [fields, key] of cases) expect(failure(() => bet(fields))[0], JSON.stringify(fields)).toBe(
      key,
    );
    const order = bet();
    expect(failure(() => h.trade.micro.cancel(alice.token, { id: String(order.id) }))[0]).toBe(
      'error.microNoCancel',
    );
    expect(failure(() => h.trade.micro.cancel(alice.token, { id: '999' }))[0]).toBe('error.orderNotFound');
  });
});

describe('lists', () => {
  it('filters by status and pair, newest first', () => {
    bet();
    h.clock.advance(1000);
    bet({ match_id: '2' });
    h.clock.advance(30_000);
    bet({ seconds: '60' });
    const all = h.trade.micro.list(alice.token, {});
    expect(all.rows.map((r) => [r.id, r.status])).toEqual([
      [3, 1],
      [2, 3],
      [1, 3],
    ]);
    expect(h.trade.micro.list(alice.token, { status: '1' }).total).toBe(1);
    expect(h.trade.micro.list(alice.token, { status: '3', match_id: '1' }).rows.map((r) => r.id)).toEqual(
      [1],
    );
    expect(h.trade.micro.list(alice.token, { limit: '2', page: '2' }).rows).toHaveLength(1);
    expect(h.trade.micro.payable(alice.token)[0]!.balance.frozen).toBe('100.00000000');
  });
});

describe('paid in a coin (wire-facts §14: every seconds pair’s base coin can pay)', () => {
  const BTC = 1;
  const payIn = (user: { token: string }, fields: Record<string, string>) =>
    h.trade.micro.submit(user.token, { match_id: '2', currency_id: '1', type: '1', seconds: '30', number: '0.01', ...fields });

  it('lists USDT first, then each seconds pair’s base coin with its own limits and duration minimums', () => {
    const rows = h.trade.micro.payable(alice.token);
    expect(rows[0]).toMatchObject({ id: USDT, name: 'USDT' });
    expect(rows[0]!.seconds_min).toEqual([
      { seconds: 30, min_amount: '10.00000000' },
      { seconds: 60, min_amount: '10.00000000' },
      { seconds: 120, min_amount: '50.00000000' },
      { seconds: 300, min_amount: '100.00000000' },
    ]);
    // every pair a seconds order can be placed on has its coin here; stocks have none
    const coins = new Set(rows.map((r) => r.id));
    const pairs = h.market.markets();
    for (const m of pairs) expect(coins.has(m.currency_id), m.symbol).toBe(m.kind !== 'stock');
    expect(rows.find((r) => r.id === BTC)).toMatchObject({
      name: 'BTC',
      micro_min: '0.0001',
      micro_max: '0.5',
      numbers: ['0.0001', '0.0005', '0.001', '0.005', '0.01'],
      balance: { available: '0.00000000', frozen: '0.00000000' },
      seconds_min: [
        { seconds: 30, min_amount: '0.00010000' },
        { seconds: 60, min_amount: '0.00010000' },
        { seconds: 120, min_amount: '0.00050000' },
        { seconds: 300, min_amount: '0.00100000' },
      ],
    });
  });

  it('a BTC stake on ETH/USDT freezes, wins and pays in BTC, one journal entry per movement; USDT untouched', () => {
    const bob = h.newUser([
      { account: 'micro', currency: BTC, amount: '0.5' },
      { account: 'micro', currency: USDT, amount: '100' },
    ]);
    const due = t0 + 30_000;
    h.price('ETH/USDT', (at) => (at < due ? '3200.00' : '3200.50'));
    const order = payIn(bob, {});
    expect(order).toMatchObject({ currency_id: BTC, currency_name: 'BTC', symbol: 'ETH/USDT', number: '0.01000000' });
    expect(h.balance(bob.id, 'micro', BTC)).toEqual({ available: '0.49000000', frozen: '0.01000000' });
    h.clock.advance(30_000);
    const [settled] = h.trade.sweep().micro;
    expect(settled).toMatchObject({ profit_result: 1, fact_profits: '0.00800000' });
    expect(h.balance(bob.id, 'micro', BTC)).toEqual({ available: '0.50800000', frozen: '0.00000000' });
    expect(h.balance(bob.id, 'micro', USDT)).toEqual({ available: '100.00000000', frozen: '0.00000000' });
    const legs = h.ledger.journal(bob.id).filter((l) => l.reference === `micro:${order.id}`);
    // the stake frozen; the frozen stake back to available (one entry, two legs); the profit from the house
    expect(legs.map((l) => [l.reason, l.currency, l.available, l.frozen])).toEqual([
      ['micro.open', BTC, '-0.01000000', '0.01000000'],
      ['micro.settle', BTC, '0.00000000', '-0.01000000'],
      ['micro.settle', BTC, '0.01000000', '0.00000000'],
      ['micro.win', BTC, '0.00800000', '0.00000000'],
    ]);
    expect(legs.map((l) => l.entry)).toEqual([legs[0]!.entry, legs[1]!.entry, legs[1]!.entry, legs[3]!.entry]);
    expect(new Set(legs.map((l) => l.entry)).size).toBe(3);
    expect(h.problems()).toEqual([]);
  });

  it('a losing coin stake goes to the house in that coin; a flat one comes back', () => {
    const bob = h.newUser([{ account: 'micro', currency: BTC, amount: '0.1' }]);
    h.price('ETH/USDT', (at) => (at < t0 + 60_000 ? '3200.00' : '3100.00'));
    payIn(bob, { number: '0.005' }); // up, ends at t0 + 30 s: unchanged, flat
    h.clock.advance(MICRO_SUBMIT_INTERVAL_MS);
    payIn(bob, { seconds: '60', number: '0.02' }); // up, ends at t0 + 61 s: lower, lost
    h.clock.advance(61_000);
    expect(h.trade.sweep().micro.map((o) => [o.profit_result, o.fact_profits])).toEqual([
      [0, '0.00000000'],
      [-1, '-0.02000000'],
    ]);
    expect(h.balance(bob.id, 'micro', BTC)).toEqual({ available: '0.08000000', frozen: '0.00000000' });
    expect(h.problems()).toEqual([]);
  });

  it('takes the coin’s own minimums and maximum, and its own balance', () => {
    const bob = h.newUser([{ account: 'micro', currency: BTC, amount: '0.002' }, { account: 'micro', currency: USDT, amount: '5000' }]);
    const tick = () => h.clock.advance(MICRO_SUBMIT_INTERVAL_MS);
    expect(failure(() => payIn(bob, { number: '0.00009' }))).toEqual(['error.stakeTooLow', { min: '0.0001' }]);
    expect(failure(() => payIn(bob, { seconds: '300', number: '0.0009' }))).toEqual(['error.stakeTooLow', { min: '0.001' }]);
    expect(failure(() => payIn(bob, { number: '0.50000001' }))).toEqual(['error.stakeTooHigh', { max: '0.5' }]);
    // 5000 USDT in the account does not pay for a BTC stake
    expect(failure(() => payIn(bob, { number: '0.003' }))[0]).toBe('error.insufficientBalance');
    expect(payIn(bob, { seconds: '300', number: '0.001' }).status).toBe(1);
    tick();
    expect(h.balance(bob.id, 'micro', BTC)).toEqual({ available: '0.00100000', frozen: '0.00100000' });
    expect(h.balance(bob.id, 'micro', USDT).available).toBe('5000.00000000');
  });
});
