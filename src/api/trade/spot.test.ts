// @vitest-environment jsdom
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCall } from '@/testing/calls';
import { ok } from '@/testing/envelopes';
import { configureApi } from '../client';
import { cancelSpotOrder, getSpotOrders, spotOrdersInfiniteQuery, submitSpotOrder } from './spot';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() =>
  configureApi({ getToken: () => 'tok', getLang: () => 'en', onError: () => {}, onSessionInvalid: () => {} }),
);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A `coin_trade` row (wire-facts §7). */
const row = (over: Record<string, unknown> = {}) => ({
  id: 71,
  u_id: 7,
  currency_id: 1,
  legal_id: 3,
  type: 1,
  target_price: '95000.00000000',
  trade_price: '0.00000000',
  trade_amount: '0.01000000',
  charge_fee: '0.00000000',
  status: 1,
  created_at: '2025-11-23 08:00:00',
  updated_at: '2025-11-23 08:00:00',
  symbol: 'BTC/USDT',
  ...over,
});
const T0 = Date.UTC(2025, 10, 23, 8);

describe('spot calls', () => {
  it('submit: pair, side code, price, amount and the demo’s order_type; the family answers an empty text', async () => {
    const sent = answerCall(server, 'post', 'coin/trade', ok(''));
    const order = { currencyId: 1, legalId: 3, currencyName: 'BTC', amount: '0.01', price: '95000' } as const;
    await expect(submitSpotOrder({ ...order, side: 'buy', kind: 'limit' })).resolves.toBe('');
    await submitSpotOrder({ ...order, side: 'sell', kind: 'market' });
    expect(sent).toEqual([
      {
        legal_id: '3',
        currency_id: '1',
        currency_name: 'BTC',
        type: '1',
        target_price: '95000',
        amount: '0.01',
        order_type: 'limit',
      },
      {
        legal_id: '3',
        currency_id: '1',
        currency_name: 'BTC',
        type: '2',
        target_price: '95000',
        amount: '0.01',
        order_type: 'market',
      },
    ]);
  });

  it('cancel: PUT /coin/trade with the id in the body', async () => {
    const sent = answerCall(server, 'put', 'coin/trade', ok('Cancelled'));
    await expect(cancelSpotOrder(71)).resolves.toBe('Cancelled');
    expect(sent).toEqual([{ id: '71' }]);
  });

  it('list: the plain array as a page; resting orders have no fill price; the status filter as its code', async () => {
    const sent = answerCall(
      server,
      'get',
      'coin/list',
      ok([
        row(),
        row({
          id: 72,
          type: '2',
          status: 2,
          trade_price: 95010.5,
          charge_fee: '0.1',
          updated_at: 1_763_884_860,
        }),
        row({ id: 73, status: '3', updated_at: null }),
        row({ id: 74, status: 9 }),
        'garbage',
      ]),
    );
    const page = await getSpotOrders({ page: 1, limit: 5, currencyId: 1, legalId: 3, status: 'filled' });
    expect(sent).toEqual([{ page: '1', limit: '5', currency_id: '1', legal_id: '3', status: '2' }]);
    expect(page.items).toEqual([
      {
        id: 71,
        symbol: 'BTC/USDT',
        currencyId: 1,
        legalId: 3,
        side: 'buy',
        price: '95000.00000000',
        fillPrice: null,
        amount: '0.01000000',
        fee: '0.00000000',
        status: 'open',
        createdAt: T0,
        updatedAt: T0,
      },
      expect.objectContaining({
        id: 72,
        side: 'sell',
        status: 'filled',
        fillPrice: '95010.5',
        updatedAt: T0 + 60_000,
      }),
      expect.objectContaining({ id: 73, status: 'cancelled', fillPrice: null, updatedAt: T0 }),
    ]);
    // five rows came back for a limit of 5 (two unreadable): there may be more
    expect(page).toMatchObject({ page: 1, pageSize: 5, total: undefined, hasMore: true });
  });

  it('list: a short page is the last; a paginator is read too', async () => {
    answerCall(server, 'get', 'coin/list', ok([row()]));
    await expect(getSpotOrders({ page: 2, limit: 10 })).resolves.toMatchObject({ page: 2, hasMore: false });
    server.resetHandlers();
    answerCall(
      server,
      'get',
      'coin/list',
      ok({ current_page: 1, data: [row()], last_page: 3, per_page: 10, total: 21 }),
    );
    await expect(getSpotOrders({ page: 1, limit: 10 })).resolves.toMatchObject({ total: 21, hasMore: true });
    server.resetHandlers();
    answerCall(server, 'get', 'coin/list', ok('no list'));
    await expect(getSpotOrders({ page: 1, limit: 10 })).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('pages of 10 under [coin, list, params]', async () => {
    const sent = answerCall(
      server,
      'get',
      'coin/list',
      ok(Array.from({ length: 10 }, (_, i) => row({ id: i + 1 }))),
    );
    const options = spotOrdersInfiniteQuery({ status: 'open' });
    expect(options.queryKey).toEqual(['coin', 'list', { status: 'open' }]);
    const first = await options.queryFn!({ pageParam: 1 } as never);
    expect(sent[0]).toMatchObject({ page: '1', limit: '10', status: '1' });
    expect(options.getNextPageParam(first, [first], 1, [1])).toBe(2);
    expect(options.getNextPageParam({ ...first, hasMore: false }, [first], 1, [1])).toBeUndefined();
  });
});
