// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCall } from '@/testing/calls';
import { ok, refusal } from '@/testing/envelopes';
import { configureApi } from '../client';
import {
  cancelMicroOrder,
  getMicroOrders,
  getPayCurrencies,
  getSecondsOptions,
  microOrdersInfiniteQuery,
  submitMicroOrder,
} from './seconds';
import { microOrderSchema } from '../wire/trade/seconds';

const server = setupServer();
const onError = vi.fn();
const NOW = Date.UTC(2025, 10, 23, 8, 0, 30);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  onError.mockReset();
  configureApi({ getToken: () => 'tok', getLang: () => 'en', onError, onSessionInvalid: () => {} });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());

/** A `micro_orders` row of a list (wire-facts §6): trading, 30 s of 60 left. */
const row = (over: Record<string, unknown> = {}) => ({
  id: 501,
  user_id: 7,
  match_id: 1,
  currency_id: 3,
  type: 1,
  is_insurance: 0,
  seconds: 60,
  number: '100.00000000',
  open_price: '95000.10000000',
  end_price: '95010.00000000',
  fee: '1.00000000',
  profit_ratio: '85.00',
  fact_profits: '0.00000000',
  status: 1,
  profit_result: 0,
  created_at: '2025-11-23 08:00:00',
  updated_at: '2025-11-23 08:00:00',
  handled_at: '2025-11-23 08:01:00',
  complete_at: null,
  currency_name: 'USDT',
  symbol_name: 'BTC/USDT',
  account: 'demo@example.com',
  type_name: 'Up',
  status_name: 'Trading',
  profit_result_name: '',
  remain_milli_seconds: 30300,
  ...over,
});
const read = (over: Record<string, unknown>, clock = () => NOW) => microOrderSchema(clock).parse(row(over));
const T = (hms: string) => Date.parse(`2025-11-23T${hms}Z`);

describe('micro rows', () => {
  it('an open order: the countdown from created_at + seconds, no end price or result yet, percents as fractions', () => {
    expect(read({})).toEqual({
      id: 501,
      matchId: 1,
      symbol: 'BTC/USDT',
      currencyId: 3,
      currency: 'USDT',
      direction: 'up',
      seconds: 60,
      amount: '100.00000000',
      fee: '1.00000000',
      profitRatio: '0.85',
      openPrice: '95000.10000000',
      endPrice: null,
      profit: '0.00000000',
      status: 'open',
      result: null,
      createdAt: T('08:00:00'),
      endsAt: T('08:01:00'),
      settledAt: null,
    });
  });

  it('the server’s remaining time wins when created_at is unusable or read in another zone', () => {
    const fromRemain = { endsAt: NOW + 30300, createdAt: NOW + 30300 - 60_000 };
    for (const created_at of [null, 'yesterday', '0000-00-00 00:00:00']) {
      expect(read({ created_at, handled_at: null }), String(created_at)).toMatchObject(fromRemain);
    }
    // a server in UTC+8: its texts are eight hours ahead of what they mean
    expect(read({ created_at: '2025-11-23 16:00:00', handled_at: '2025-11-23 16:01:00' })).toMatchObject(
      fromRemain,
    );
    // without created_at, handled_at (the due time) agrees with the remaining time: it stands
    expect(read({ created_at: null })).toMatchObject({ createdAt: T('08:00:00'), endsAt: T('08:01:00') });
    // no remaining time (the submit answer): created_at, else handled_at, else the moment it arrived
    expect(read({ remain_milli_seconds: undefined, created_at: 1_763_884_800 })).toMatchObject({
      endsAt: T('08:01:00'),
    });
    expect(read({ remain_milli_seconds: undefined, created_at: null })).toMatchObject({
      createdAt: T('08:00:00'),
      endsAt: T('08:01:00'),
    });
    expect(read({ remain_milli_seconds: undefined, created_at: null, handled_at: null })).toMatchObject({
      createdAt: NOW,
      endsAt: NOW + 60_000,
    });
  });

  it('settled orders: the end price, the result and when it was settled', () => {
    const settled = {
      status: 3,
      remain_milli_seconds: 0,
      end_price: '95020',
      complete_at: '2025-11-23 08:01:01',
    };
    expect(read({ ...settled, profit_result: 1, fact_profits: '85.00000000' })).toMatchObject({
      status: 'closed',
      result: 'win',
      profit: '85.00000000',
      endPrice: '95020',
      createdAt: T('08:00:00'),
      settledAt: T('08:01:01'),
    });
    expect(read({ ...settled, type: 2, profit_result: '-1', fact_profits: '-100' })).toMatchObject({
      direction: 'down',
      result: 'loss',
    });
    expect(read({ ...settled, profit_result: 0 })).toMatchObject({ result: 'flat' });
    expect(read({ ...settled, profit_result: 9 })).toMatchObject({ result: null });
    expect(read({ status: 2 })).toMatchObject({
      status: 'closing',
      result: null,
      endPrice: null,
      settledAt: null,
    });
  });

  it('is not a row without an id or with an unknown direction or status', () => {
    const schema = microOrderSchema(() => NOW);
    expect(schema.safeParse(row({ id: undefined })).success).toBe(false);
    expect(schema.safeParse(row({ type: 0 })).success).toBe(false);
    expect(schema.safeParse(row({ status: 5 })).success).toBe(false);
    expect(schema.safeParse('garbage').success).toBe(false);
  });
});

describe('micro calls', () => {
  it('pay currencies: limits, the fee as a fraction, presets and the micro balance', async () => {
    answerCall(
      server,
      'get',
      'microtrade/payable_currencies',
      ok([
        {
          id: 3,
          name: 'USDT',
          is_micro: 1,
          micro_min: '10',
          micro_max: 50000,
          micro_trade_fee: '1.5',
          micro_holdtrade_max: 5,
          insurancable: 0,
          micro_numbers: [
            { id: 1, currency_id: 3, number: '100', currency_name: 'USDT' },
            { number: 500 },
            { number: 'x' },
          ],
          insurance_types: [],
          user_wallet: {
            micro_balance: '3000.00000000',
            lock_micro_balance: '0',
            micro_with_insurance: '3000',
          },
          user_insurance: null,
        },
        // `seconds_min`, the demo's: each duration's smallest stake in this coin; unreadable rows dropped
        { id: 1, name: 'BTC', micro_min: '0.0001', micro_numbers: null, user_wallet: null, seconds_min: [
          { seconds: 30, min_amount: '0.0001' }, { seconds: '300', min_amount: '0.001' }, { min_amount: '1' }] },
        { name: 'no id' },
      ]),
    );
    await expect(getPayCurrencies()).resolves.toEqual([
      {
        id: 3,
        name: 'USDT',
        min: '10',
        max: '50000',
        feeRate: '0.015',
        presets: ['100', '500'],
        balance: '3000.00000000',
        minBySeconds: {},
      },
      { id: 1, name: 'BTC', min: '0.0001', max: '0', feeRate: '0', presets: [], balance: '0', minBySeconds: { 30: '0.0001', 300: '0.001' } },
    ]);
  });

  it('seconds: durations with their ratio as a fraction and the demo’s minimum stake', async () => {
    answerCall(
      server,
      'get',
      'microtrade/seconds',
      ok([
        { id: 1, seconds: 60, status: 1, profit_ratio: '85.00', created_at: null, updated_at: null },
        { id: 2, seconds: '300', status: 1, profit_ratio: 90, min_amount: '50' },
        { id: 3, seconds: 0, profit_ratio: '1' },
      ]),
    );
    await expect(getSecondsOptions()).resolves.toEqual([
      { seconds: 60, profitRatio: '0.85', minAmount: '0' },
      { seconds: 300, profitRatio: '0.9', minAmount: '50' },
    ]);
  });

  it('seconds: the family’s `type: error` for none is an empty list, without a toast; other failures stay failures', async () => {
    answerCall(server, 'get', 'microtrade/seconds', refusal('[]'));
    await expect(getSecondsOptions()).resolves.toEqual([]);
    expect(onError).not.toHaveBeenCalled();
    server.use(http.get('*/api/microtrade/seconds', () => new HttpResponse(null, { status: 500 })));
    await expect(getSecondsOptions()).rejects.toMatchObject({ kind: 'http' });
  });

  it('submit: the pair’s match id, the pay currency, 1 up / 2 down; resolves the created order', async () => {
    const created = row({
      remain_milli_seconds: undefined,
      created_at: '2025-11-23 08:00:30',
      type: '2',
      seconds: '30',
    });
    const sent = answerCall(server, 'post', 'microtrade/submit', ok(created));
    const order = await submitMicroOrder({
      matchId: 1,
      currencyId: 3,
      currencyName: 'USDT',
      direction: 'down',
      seconds: 30,
      amount: '100',
    });
    expect(sent).toEqual([
      { match_id: '1', currency_id: '3', currency_name: 'USDT', type: '2', seconds: '30', number: '100' },
    ]);
    expect(order).toMatchObject({
      id: 501,
      direction: 'down',
      status: 'open',
      createdAt: NOW,
      endsAt: NOW + 30_000,
    });
  });

  it('lists: status 1 / 3 / -1, the pair when given, the plain paginator with unreadable rows left out', async () => {
    const sent = answerCall(
      server,
      'get',
      'microtrade/lists',
      ok({ current_page: 1, data: [row(), { id: 'x' }], last_page: 2, per_page: 5, total: 7 }),
    );
    const page = await getMicroOrders({ filter: 'open', matchId: 1, page: 1, limit: 5 });
    await getMicroOrders({ filter: 'closed', page: 1, limit: 5 });
    await getMicroOrders({ filter: 'all', page: 2, limit: 5 });
    expect(sent).toEqual([
      { match_id: '1', status: '1', page: '1', limit: '5' },
      { status: '3', page: '1', limit: '5' },
      { status: '-1', page: '2', limit: '5' },
    ]);
    expect(page).toMatchObject({ page: 1, pageSize: 5, total: 7, hasMore: true });
    expect(page.items.map((o) => o.id)).toEqual([501]);
  });

  it('cancel: the order id; pages of 5 under [micro, lists, params]', async () => {
    const sent = answerCall(server, 'post', 'microtrade/cancelMicOrder', ok('Cancelled'));
    await expect(cancelMicroOrder(501)).resolves.toBe('Cancelled');
    expect(sent).toEqual([{ id: '501' }]);

    const lists = answerCall(
      server,
      'get',
      'microtrade/lists',
      ok({ current_page: 1, data: [], last_page: 1, total: 0 }),
    );
    const options = microOrdersInfiniteQuery({ filter: 'open', matchId: 1 });
    expect(options.queryKey).toEqual(['micro', 'lists', { filter: 'open', matchId: 1 }]);
    const first = await options.queryFn!({ pageParam: 1 } as never);
    expect(lists[0]).toMatchObject({ limit: '5', page: '1' });
    expect(options.getNextPageParam(first, [first], 1, [1])).toBeUndefined();
    expect(options.getNextPageParam({ ...first, hasMore: true }, [first], 1, [1])).toBe(2);
  });
});
