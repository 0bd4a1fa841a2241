// @vitest-environment node
/**
 * Perpetual contracts with exact figures (docs/decisions.md, row 59). BTC/USDT: lot 0.001 BTC, spread 0.50,
 * fee rate 0.001, overnight 0.0003; the feed is pinned, so every figure below is worked by hand.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { EngineError } from '../core';
import { OVERNIGHT_PERIOD_MS } from './contractBook';
import { LIQUIDATION_RISK_RATE } from './contractMath';
import { BTC_PAIR, tradeHarness, USDT, type TradeHarness } from './trade.fixture';

let h: TradeHarness;
let alice: { id: number; token: string };

beforeEach(() => {
  h = tradeHarness();
  h.price('BTC/USDT', '100000.00');
  alice = h.newUser([{ account: 'lever', currency: USDT, amount: '10000' }]);
});

const submit = (fields: Record<string, string>, who = alice) =>
  h.trade.lever.submit(who.token, {
    ...BTC_PAIR,
    share: '10',
    multiple: '10',
    type: '1',
    status: '1',
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

describe('a 10× market long, opened and closed', () => {
  it('freezes the exact margin, pays the exact fee, and settles the exact P&L', () => {
    const order = submit({});
    // quantity 10 × 0.001 = 0.01; entry 100000 + 0.25; margin 1000.0025 ÷ 10; fee 1000.0025 × 0.001
    expect(order).toMatchObject({
      status: 1,
      number: '0.01000000',
      price: '100000.25000000',
      origin_price: '100000.00000000',
      caution_money: '100.00025000',
      origin_caution_money: '100.00025000',
      trade_fee: '1.00000250',
    });
    expect(h.balance(alice.id, 'lever')).toEqual({ available: '9898.99974750', frozen: '100.00025000' });
    expect(h.ledger.fees(USDT)).toBe('1.00000250');

    h.price('BTC/USDT', '101000.00');
    const closed = h.trade.lever.close(alice.token, { id: String(order.id) });
    // exit 101000 − 0.25; P&L (100999.75 − 100000.25) × 0.01 = 9.995
    expect(closed).toMatchObject({ status: 3, fact_profits: '9.99500000', update_price: '100999.75000000' });
    expect(h.balance(alice.id, 'lever')).toEqual({ available: '10008.99499750', frozen: '0.00000000' });
    expect(h.problems()).toEqual([]);
  });

  it('a short gains when the feed falls; a loss beyond the margin is capped (the house absorbs it)', () => {
    const short = submit({ type: '2', multiple: '100' });
    // entry 99999.75; margin 999.9975 ÷ 100 = 9.999975; fee 0.9999975 → 0.99999750
    expect(short).toMatchObject({
      price: '99999.75000000',
      caution_money: '9.99997500',
      trade_fee: '0.99999750',
    });
    h.price('BTC/USDT', '99000.00');
    // exit 99000.25; P&L (99999.75 − 99000.25) × 0.01 = 9.995
    expect(h.trade.lever.close(alice.token, { id: String(short.id) }).fact_profits).toBe('9.99500000');

    const long = submit({ multiple: '100' }); // entry 99000.25, margin 9.900025
    h.price('BTC/USDT', '90000.00'); // P&L −90.0050 is far beyond the margin: capped
    // the sweep at the call liquidates it before the user can close it: margin lost, nothing more
    expect(failure(() => h.trade.lever.close(alice.token, { id: String(long.id) }))).toBe(
      'error.positionNotOpen',
    );
    const row = h.trade.lever.myTrade(alice.token, { status: '3' }).page.rows.find((r) => r.id === long.id)!;
    expect(row).toMatchObject({ fact_profits: '-9.90002500', close_reason: 'liquidation' });
    expect(h.problems()).toEqual([]);
  });
});

describe('limit orders', () => {
  it('rests, then cancelling releases the margin and keeps the fee', () => {
    const order = submit({ status: '0', target_price: '99000.00', share: '5' });
    // margin 99000 × 0.005 ÷ 10 = 49.5; fee 495 × 0.001 = 0.495
    expect(order).toMatchObject({
      status: 0,
      price: '99000.00000000',
      caution_money: '49.50000000',
      trade_fee: '0.49500000',
    });
    expect(h.balance(alice.id, 'lever')).toEqual({ available: '9950.00500000', frozen: '49.50000000' });
    h.trade.lever.cancel(alice.token, { id: String(order.id) });
    expect(h.balance(alice.id, 'lever')).toEqual({ available: '9999.50500000', frozen: '0.00000000' });
    expect(failure(() => h.trade.lever.cancel(alice.token, { id: String(order.id) }))).toBe(
      'error.orderNotPending',
    );
  });

  it('fills at its limit when the spread-adjusted entry reaches it (long: feed + s/2 ≤ limit)', () => {
    const order = submit({ status: '0', target_price: '99000.00' });
    h.price('BTC/USDT', '98999.76');
    h.trade.sweep();
    expect(h.trade.lever.dealAll(alice.token, { status: '0' }).page.total).toBe(1);
    h.price('BTC/USDT', '98999.75');
    h.trade.sweep();
    const [row] = h.trade.lever.dealAll(alice.token, {}).page.rows;
    expect(row).toMatchObject({
      id: order.id,
      status: 1,
      price: '99000.00000000',
      caution_money: '99.00000000',
    });
    expect(h.balance(alice.id, 'lever').frozen).toBe('99.00000000');
  });

  it('a short limit fills when feed − s/2 ≥ limit, at the limit price', () => {
    submit({ type: '2', status: '0', target_price: '100500.00' });
    h.price('BTC/USDT', '100500.25');
    const [row] = h.trade.lever.dealAll(alice.token, {}).page.rows; // the call's sweep fills it
    expect(row).toMatchObject({ status: 1, price: '100500.00000000' });
  });
});

describe('closing in bulk', () => {
  it('batch_close type 2 closes the shorts and leaves the longs', () => {
    submit({});
    submit({ type: '2' });
    submit({ type: '2', share: '3' });
    expect(h.trade.lever.batchClose(alice.token, { type: '2' })).toBe(2);
    const open = h.trade.lever.dealAll(alice.token, {}).page.rows;
    expect(open.map((r) => r.type)).toEqual([1]);
    expect(h.trade.lever.batchClose(alice.token, { type: '0' })).toBe(1);
    expect(failure(() => h.trade.lever.batchClose(alice.token, { type: '3' }))).toBe(
      'error.closeTypeInvalid',
    );
  });
});

describe('risk', () => {
  it('liquidates at the estimated price exactly (risk rate ≤ 20 %) and returns margin + P&L', () => {
    expect(LIQUIDATION_RISK_RATE).toBe(20);
    const order = submit({});
    const [row] = h.trade.lever.dealAll(alice.token, {}).page.rows;
    // 100000.25 + 0.25 − 100.00025 × 0.8 ÷ 0.01
    expect(row!.liquidation_price).toBe('92000.48000000');
    h.price('BTC/USDT', '92000.49');
    h.trade.sweep();
    expect(h.trade.lever.dealAll(alice.token, {}).page.total).toBe(1);
    h.price('BTC/USDT', '92000.48');
    const report = h.trade.sweep();
    expect(report.lever.map((o) => [o.id, o.close_reason])).toEqual([[order.id, 'liquidation']]);
    // P&L (92000.23 − 100000.25) × 0.01 = −80.0002: 100.00025 − 80.0002 back
    expect(report.lever[0]!.fact_profits).toBe('-80.00020000');
    expect(h.balance(alice.id, 'lever')).toEqual({ available: '9918.99979750', frozen: '0.00000000' });
  });

  it('account hazard rate: Σ(margin + P&L) ÷ Σ margin × 100, 100 without positions', () => {
    expect(h.trade.lever.myTrade(alice.token, {}).all.hazard_rate).toBe('100.00');
    submit({});
    h.price('BTC/USDT', '99000.00'); // P&L (98999.75 − 100000.25) × 0.01 = −10.005
    const { all } = h.trade.lever.myTrade(alice.token, {});
    // (100.00025 − 10.005) ÷ 100.00025 × 100 = 89.995025… → 90.00 (2 places, half up)
    expect(all).toMatchObject({
      hazard_rate: '90.00',
      profits: '-10.00500000',
      caution_money: '100.00025000',
    });
  });

  it('takes the overnight fee once per 24 h held, out of the margin', () => {
    const order = submit({});
    h.clock.advance(OVERNIGHT_PERIOD_MS - 1);
    h.trade.sweep();
    h.clock.advance(1);
    h.trade.sweep();
    // 100000.25 × 0.01 × 0.0003 = 0.30000075
    let [row] = h.trade.lever.dealAll(alice.token, {}).page.rows;
    expect(row).toMatchObject({ id: order.id, overnight_money: '0.30000075', caution_money: '99.70024925' });
    h.clock.advance(2 * OVERNIGHT_PERIOD_MS);
    [row] = h.trade.lever.dealAll(alice.token, {}).page.rows;
    expect(row).toMatchObject({ overnight_money: '0.90000225', caution_money: '99.10024775' });
    expect(h.ledger.fees(USDT)).toBe('1.90000475'); // handling fee 1.0000025 + overnight
    expect(h.problems()).toEqual([]);
  });
});

describe('take-profit and stop-loss', () => {
  it('validates, clears with 0, and closes on the feed', () => {
    const order = submit({});
    const id = String(order.id);
    const set = (tp: string, sl: string) =>
      h.trade.lever.setStop(alice.token, { id, target_profit_price: tp, stop_loss_price: sl });
    expect(failure(() => set('99999.00', ''))).toBe('error.takeProfitLong');
    expect(failure(() => set('', '100000.01'))).toBe('error.stopLossLong');
    expect(failure(() => set('101000.001', ''))).toBe('error.priceInvalid');
    expect(set('101000.00', '99000.00')).toMatchObject({
      target_profit_price: '101000.00000000',
      stop_loss_price: '99000.00000000',
    });
    expect(set('0', '')).toMatchObject({ target_profit_price: '0.00000000', stop_loss_price: '0.00000000' });
    set('101000.00', '99000.00');
    h.price('BTC/USDT', '100999.99');
    expect(h.trade.sweep().lever).toEqual([]);
    h.price('BTC/USDT', '101000.00');
    expect(h.trade.sweep().lever[0]).toMatchObject({
      close_reason: 'take_profit',
      fact_profits: '9.99500000',
    });

    const short = submit({ type: '2' });
    const sid = String(short.id);
    expect(
      failure(() => h.trade.lever.setStop(alice.token, { id: sid, target_profit_price: '101500.00' })),
    ).toBe('error.takeProfitShort');
    h.trade.lever.setStop(alice.token, { id: sid, stop_loss_price: '101500.00' });
    h.price('BTC/USDT', '101500.00');
    expect(h.trade.sweep().lever[0]).toMatchObject({ id: short.id, close_reason: 'stop_loss' });
  });
});

describe('validation', () => {
  it('refuses bad fields with translated keys, changing nothing', () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ share: '0' }, 'error.lotsInvalid'],
      [{ share: '1.5' }, 'error.lotsInvalid'],
      [{ share: '-1' }, 'error.lotsInvalid'],
      [{ share: '10001' }, 'error.lotsInvalid'],
      [{ multiple: '7' }, 'error.leverageInvalid'],
      [{ multiple: 'x' }, 'error.leverageInvalid'],
      [{ type: '3' }, 'error.tradeTypeInvalid'],
      [{ status: '2' }, 'error.orderTypeInvalid'],
      [{ status: '0', target_price: '' }, 'error.priceInvalid'],
      [{ status: '0', target_price: '-5' }, 'error.priceInvalid'],
      [{ status: '0', target_price: '99000.123' }, 'error.priceInvalid'],
      [{ currency_id: '999' }, 'error.marketUnknown'],
      [{ currency_id: '' }, 'error.marketUnknown'],
      [{ legal_id: '1' }, 'error.marketUnknown'],
      [{ currency_id: '22' }, 'error.futuresUnavailable'], // ARB has no contract
      [{ currency_id: '1001' }, 'error.pairUnavailable'], // a stock
      [{ share: '10000' }, 'error.insufficientBalance'],
    ];
    for (const [fields, key] of cases) expect(failure(() => submit(fields)), JSON.stringify(fields)).toBe(
      key,
    );
    expect(failure(() => submit({
      currency_id: '9',
      multiple: '50',
    }))).toBe('error.leverageInvalid'); // DOGE caps at 20
    expect(h.balance(alice.id, 'lever')).toEqual({ available: '10000.00000000', frozen: '0.00000000' });
    expect(failure(() => h.trade.lever.close(alice.token, { id: '77' }))).toBe('error.orderNotFound');
    const bob = h.newUser();
    const order = submit({});
    expect(failure(() => h.trade.lever.close(bob.token, { id: String(order.id) }))).toBe(
      'error.orderNotFound',
    );
    expect(failure(() => h.trade.lever.deal('nope', BTC_PAIR))).toBe('error.sessionExpired');
  });
});
