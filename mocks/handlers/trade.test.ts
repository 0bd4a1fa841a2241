// @vitest-environment node
/**
 * Every trade call over HTTP (MSW): the family's wire shapes (wire-facts §1, §5–§7; ours for the demo account),
 * a refusal of each in the request's language, and 999 without a session. The seeded demo user trades.
 */
import { describe, expect, it } from 'vitest';
import { auditLedger } from '../engine/ledger';
import { call, demoUserSuite, type Loose } from './testing';

const demo = demoUserSuite();
const { as } = demo;
const keys = (row: object) => Object.keys(row).sort();

const BTC = { currency_id: '1', legal_id: '3' };
const PAGINATOR = [
  'current_page',
  'data',
  'first_page_url',
  'from',
  'last_page',
  'last_page_url',
  'next_page_url',
  'path',
  'per_page',
  'prev_page_url',
  'to',
  'total',
];
// prettier-ignore
const LEVER_ROW = [
  'id', 'type', 'user_id', 'currency', 'legal', 'origin_price', 'price', 'update_price',
  'target_profit_price', 'stop_loss_price', 'share', 'number', 'multiple', 'origin_caution_money',
  'caution_money', 'fact_profits', 'trade_fee', 'overnight', 'overnight_money', 'status', 'settled',
  'create_time', 'transaction_time', 'update_time', 'handle_time', 'complete_time', 'time', 'symbol',
  'profits', 'status_name', 'type_name', 'show_lever_id', 'liquidation_price', 'close_reason',
].sort();
// prettier-ignore
const MICRO_ROW = [
  'id', 'user_id', 'match_id', 'currency_id', 'type', 'is_insurance', 'seconds', 'number', 'open_price',
  'end_price', 'fee', 'profit_ratio', 'fact_profits', 'status', 'pre_profit_result', 'profit_result',
  'created_at', 'updated_at', 'handled_at', 'complete_at', 'currency_name', 'symbol_name', 'account',
  'type_name', 'status_name', 'profit_result_name', 'show_micro_id', 'remain_milli_seconds', 'due_at',
].sort();
// prettier-ignore
const COIN_ROW = [
  'id', 'u_id', 'currency_id', 'legal_id', 'type', 'target_price', 'trade_price', 'trade_amount',
  'charge_fee', 'status', 'created_at', 'updated_at', 'symbol', 'order_type',
].sort();
// prettier-ignore
const DEALALL = [
  'balance', 'hazard_rate', 'caution_money_total', 'origin_caution_money_total', 'profits_total',
  'caution_money', 'origin_caution_money', 'profits', 'order',
].sort();

describe('spot: /coin/trade, /coin/list', () => {
  it('places, lists and cancels in the family shape', async () => {
    const buy = { ...BTC, type: '1', amount: '0.01', order_type: 'market' };
    expect(await as('POST', '/coin/trade', buy)).toEqual({ type: 'ok', message: 'Order placed' });
    await as('POST', '/coin/trade', { ...BTC, type: '1', amount: '0.01', target_price: '1000', lang: 'jp' });
    const list = await as('GET', '/coin/list', { page: '1', limit: '20' });
    expect(list.type).toBe('ok');
    expect(Array.isArray(list.message)).toBe(true);
    const [resting, filled] = list.message;
    expect(keys(filled)).toEqual(COIN_ROW);
    expect(filled).toMatchObject({
      status: 2,
      type: 1,
      symbol: 'BTC/USDT',
      created_at: '2026-11-01 08:00:00',
    });
    expect(resting).toMatchObject({ status: 1, target_price: '1000.00000000', trade_price: '0.00000000' });
    expect(await as('PUT', '/coin/trade', { id: String(resting.id), lang: 'zh' })).toEqual({
      type: 'ok',
      message: '撤单成功',
    });
    expect((await as('GET', '/coin/list', { status: '3' })).message).toHaveLength(1);
  });

  it('refuses bad input, translated', async () => {
    expect(await as('POST', '/coin/trade', { ...BTC, type: '1', amount: 'abc', lang: 'zh' })).toEqual({
      type: 'error',
      message: '请输入正确的数量',
    });
    expect((await as('PUT', '/coin/trade', { id: '999' })).message).toBe('The order does not exist');
    expect((await as('GET', '/coin/list', { page: '-1' })).message).toBe('Parameter error');
    // a bad `limit` is the default page, an over-long one the longest (wire-facts §14), never a refusal
    expect((await as('GET', '/coin/list', { limit: '-1' })).type).toBe('ok');
    expect((await as('GET', '/coin/list', { limit: '99999999' })).type).toBe('ok');
    expect((await call('GET', '/coin/list')).type).toBe('999');
  });
});

describe('perpetual contracts: /lever/*', () => {
  it('serves the ticket, orders, lists and closes in the family shape', async () => {
    const deal = (await as('POST', '/lever/deal', BTC)).message;
    expect(deal).toMatchObject({
      multiple: { muit: [1, 2, 3, 5, 10, 20, 50, 100].map((value) => ({ value })) },
      lever_share_limit: { min: '1', max: '10000' },
      user_lever: '20000.00000000',
      my_transaction: [],
    });
    expect(deal.lever_transaction.in[0]).toEqual({ price: expect.any(String), number: expect.any(String) });
    expect(typeof deal.last_price).toBe('string');

    const market = { ...BTC, share: '10', multiple: '10', type: '1', status: '1', target_price: '0' };
    expect(await as('POST', '/lever/submit', market)).toEqual({ type: 'ok', message: 'Order placed' });
    await as('POST', '/lever/submit', { ...market, type: '2' });
    await as('POST', '/lever/submit', { ...market, status: '0', target_price: '1000.00' });

    const all = (await as('POST', '/lever/dealall', { ...BTC, page: '1' })).message;
    expect(keys(all)).toEqual(DEALALL);
    expect(keys(all.order)).toEqual(PAGINATOR);
    expect(all.order).toMatchObject({
      total: 2,
      per_page: 10,
      current_page: 1,
      from: 1,
      to: 2,
      last_page: 1,
    });
    expect(all.order.path).toBe('http://localhost/api/lever/dealall');
    const [short, long] = all.order.data;
    expect(keys(long)).toEqual(LEVER_ROW);
    expect(long).toMatchObject({ type: 1, status: 1, share: 10, multiple: 10, type_name: 'Long' });
    expect(short.status_name).toBe('Open');
    expect(long.create_time).toBe(Math.floor(demo.clock() / 1000));

    const mine = (await as('POST', '/lever/my_trade', { status: '-1', page: '1', limit: '2', lang: 'kor' }))
      .message;
    expect(keys(mine)).toEqual(['message', 'rate_profits_total']);
    expect(keys(mine.rate_profits_total)).toEqual(['hazard_rate', 'profits_total']);
    expect(mine.message).toMatchObject({
      total: 3,
      last_page: 2,
      data: [{ status: 0, status_name: '대기 중' }, {}],
    });
    expect(mine.message.next_page_url).toBe('http://localhost/api/lever/my_trade?page=2');

    const pending = mine.message.data[0].id;
    expect((await as('POST', '/lever/cancel', { id: String(pending) })).message).toBe('Order cancelled');
    const stop = { id: String(long.id), target_profit_price: '0', stop_loss_price: '1.00' };
    expect(await as('POST', '/lever/setstop', stop)).toEqual({
      type: 'ok',
      message: 'Take-profit and stop-loss saved',
    });
    expect((await as('POST', '/lever/close', { id: String(long.id) })).message).toBe('Position closed');
    expect((await as('POST', '/lever/batch_close', { type: '0' })).message).toBe('Positions closed: 1');
    expect(auditLedger(demo.engine.ctx.store).problems).toEqual([]);
  });

  it('refuses bad input, translated', async () => {
    const bad = { ...BTC, share: '0', multiple: '10', type: '1', status: '1' };
    expect(await as('POST', '/lever/submit', { ...bad, lang: 'spa' })).toEqual({
      type: 'error',
      message: 'El número de lotes debe ser un número entero entre 1 y 10000',
    });
    expect((await as('POST', '/lever/deal', { currency_id: '1001', legal_id: '3' })).message).toBe(
      'This pair is not open for trading',
    );
    expect((await as('POST', '/lever/dealall', { status: '9' })).message).toBe('Parameter error');
    expect((await as('POST', '/lever/my_trade', { page: '0' })).message).toBe('Parameter error');
    expect((await as('POST', '/lever/close', { id: '1' })).message).toBe('The order does not exist');
    expect((await as('POST', '/lever/setstop', { id: '' })).message).toBe('The order does not exist');
    expect((await as('POST', '/lever/batch_close', { type: 'all' })).message).toBe(
      'Please choose which positions to close',
    );
    expect((await as('POST', '/lever/cancel', { id: '-3' })).message).toBe('The order does not exist');
    expect((await call('POST', '/lever/deal', BTC)).type).toBe('999');
  });
});

describe('seconds contracts: /microtrade/*', () => {
  it('serves currencies and durations, takes an order and settles it in the list', async () => {
    const [usdt] = (await as('GET', '/microtrade/payable_currencies')).message;
    expect(usdt).toMatchObject({
      id: 3,
      name: 'USDT',
      micro_min: '10',
      micro_trade_fee: '0.00',
      micro_numbers: ['10', '50', '100', '500', '1000'].map((number) => ({ number })),
      user_wallet: { micro_balance: '3000.00000000', lock_micro_balance: '0.00000000' },
    });
    const seconds = (await as('GET', '/microtrade/seconds')).message;
    expect(seconds.map((s: Loose) => [s.seconds, s.profit_ratio, s.min_amount])).toEqual([
      [30, '80.00', '10'],
      [60, '85.00', '10'],
      [120, '90.00', '50'],
      [300, '95.00', '100'],
    ]);
    expect(keys(seconds[0])).toEqual(
      ['id', 'seconds', 'status', 'profit_ratio', 'created_at', 'updated_at', 'min_amount'].sort(),
    );

    const bet = { match_id: '1', currency_id: '3', type: '1', seconds: '30', number: '100' };
    const order = (await as('POST', '/microtrade/submit', bet)).message;
    expect(keys(order)).toEqual(MICRO_ROW);
    expect(order).toMatchObject({
      seconds: 30,
      status: 1,
      symbol_name: 'BTC/USDT',
      account: 'demo@example.com',
    });
    expect(order.remain_milli_seconds).toBe(30_000);
    // the family's units and times: percent, and `handled_at` the expiry instant set at submission
    expect(order).toMatchObject({
      profit_ratio: '80.00',
      created_at: '2026-11-01 08:00:00',
      handled_at: '2026-11-01 08:00:30',
      complete_at: null,
      end_price: order.open_price,
      profit_result_name: '',
    });

    demo.clock.advance(10_000);
    let list = (await as('GET', '/microtrade/lists', { match_id: '1', status: '1', page: '1', limit: '5' }))
      .message;
    expect(keys(list)).toEqual(PAGINATOR);
    expect(list.data[0]).toMatchObject({ id: order.id, remain_milli_seconds: 20_000 });
    expect((await as('POST', '/microtrade/cancelMicOrder', { id: String(order.id) })).message).toBe(
      'A seconds order cannot be cancelled once placed',
    );

    demo.clock.advance(21_000);
    list = (await as('GET', '/microtrade/lists', { status: '3', lang: 'th' })).message;
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ status: 3, status_name: 'สิ้นสุดแล้ว', remain_milli_seconds: 0 });
    expect(list.data[0].end_price).toMatch(/^\d+\.\d{8}$/);
    expect(['ชนะ', 'เสมอ', 'แพ้']).toContain(list.data[0].profit_result_name);
  });

  it('refuses bad input, translated', async () => {
    const bet = { match_id: '1', currency_id: '3', type: '1', seconds: '45', number: '100', lang: 'ida' };
    expect(await as('POST', '/microtrade/submit', bet)).toEqual({
      type: 'error',
      message: 'Silakan pilih durasi yang valid',
    });
    const small = { ...bet, seconds: '30', number: '5', lang: 'en' };
    expect((await as('POST', '/microtrade/submit', small)).message).toBe('The minimum amount is 10');
    expect((await as('GET', '/microtrade/lists', { status: 'open' })).message).toBe('Parameter error');
    expect((await as('POST', '/microtrade/cancelMicOrder', { id: '1' })).message).toBe(
      'The order does not exist',
    );
    expect((await call('GET', '/microtrade/seconds')).type).toBe('999');
    expect((await call('GET', '/microtrade/payable_currencies')).type).toBe('999');
  });
});
