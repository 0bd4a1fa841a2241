// @vitest-environment jsdom
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCall } from '@/testing/calls';
import { ok } from '@/testing/envelopes';
import { configureApi } from '../client';
import {
  cancelLeverOrder,
  closeAllLever,
  closeLeverPosition,
  getLeverDeal,
  getLeverOrders,
  getLeverPositions,
  leverDealQuery,
  leverOrdersInfiniteQuery,
  leverPositionsQuery,
  setLeverStops,
  submitLeverOrder,
} from './contract';
import { familyLeverRow as row, laravelPaginator as paginator } from '@/testing/trade';

const server = setupServer();
const onError = vi.fn();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  onError.mockReset();
  configureApi({ getToken: () => 'tok', getLang: () => 'en', onError, onSessionInvalid: () => {} });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('lever calls', () => {
  it('deal: balance, lot limits, the leverage choices (numbers, once each), the open orders', async () => {
    const sent = answerCall(
      server,
      'post',
      'lever/deal',
      ok({
        lever_transaction: { in: [], out: [] },
        my_transaction: [row(), row({ id: 'bad', status: 1 })],
        lever_share_limit: { min: '1', max: 1000 },
        multiple: {
          muit: [{ value: '5' }, { value: 10 }, { value: '10' }, { value: 'x' }, 50],
          share: [{ value: 1 }],
        },
        last_price: 95100.5,
        user_lever: '100.00000000',
        all_levers: '100',
        ustd_price: '1',
        ExRAte: '7.2',
      }),
    );
    const deal = await getLeverDeal({ currencyId: 1, legalId: 3 });
    expect(sent).toEqual([{ currency_id: '1', legal_id: '3' }]);
    expect(deal).toMatchObject({
      lastPrice: '95100.5',
      lotLimits: { min: '1', max: '1000' },
      leverages: [5, 10, 50],
      balance: '100.00000000',
    });
    expect(deal.openOrders.map((o) => o.id)).toEqual([31]);
  });

  it('deal without limits or choices: zeros and none', async () => {
    answerCall(server, 'post', 'lever/deal', ok({ last_price: '1', user_lever: null, my_transaction: null }));
    await expect(getLeverDeal({ currencyId: 1, legalId: 3 })).resolves.toEqual({
      lastPrice: '1',
      lotLimits: { min: '0', max: '0' },
      leverages: [],
      balance: '0',
      openOrders: [],
    });
  });

  it('submit: market orders send status 1 and the price "0", limit orders status 0 and their price', async () => {
    const sent = answerCall(server, 'post', 'lever/submit', ok('Submitted'));
    const order = { currencyId: 1, legalId: 3, lots: '2', leverage: 10 } as const;
    await expect(submitLeverOrder({ ...order, side: 'long', kind: 'market' })).resolves.toBe('Submitted');
    await submitLeverOrder({ ...order, side: 'short', kind: 'limit', price: '94000.5' });
    expect(sent).toEqual([
      {
        share: '2',
        multiple: '10',
        type: '1',
        status: '1',
        target_price: '0',
        legal_id: '3',
        currency_id: '1',
        password: '',
      },
      {
        share: '2',
        multiple: '10',
        type: '2',
        status: '0',
        target_price: '94000.5',
        legal_id: '3',
        currency_id: '1',
        password: '',
      },
    ]);
  });

  it('submit: a refusal reaches the ticket alone (shown there, not toasted a second time)', async () => {
    answerCall(server, 'post', 'lever/submit', { type: 'error', message: 'Insufficient wallet balance' });
    const order = { currencyId: 1, legalId: 3, lots: '2', leverage: 10, side: 'long', kind: 'market' } as const;
    await expect(submitLeverOrder(order)).rejects.toMatchObject({ kind: 'business' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('positions (dealall): the paginator at `order`, the account figures beside it, the status as its code', async () => {
    const sent = answerCall(
      server,
      'post',
      'lever/dealall',
      ok({
        balance: '100',
        hazard_rate: '182.5',
        caution_money_total: '19.0019',
        origin_caution_money_total: '19.0019',
        profits_total: '-0.5',
        caution_money: '19.0019',
        origin_caution_money: '19.0019',
        profits: '-0.5',
        order: paginator([row(), 'garbage'], { total: 11, last_page: 2 }),
      }),
    );
    const answer = await getLeverPositions({ currencyId: 1, legalId: 3, page: 1, limit: 10 });
    await getLeverPositions({ currencyId: 1, legalId: 3, page: 2, limit: 10, status: 'pending' });
    expect(sent).toEqual([
      { currency_id: '1', legal_id: '3', page: '1', limit: '10' },
      { currency_id: '1', legal_id: '3', page: '2', limit: '10', status: '0' },
    ]);
    expect(answer).toMatchObject({ riskRate: '182.5', pnlTotal: '-0.5', marginTotal: '19.0019' });
    expect(answer.orders).toMatchObject({ page: 1, pageSize: 10, total: 11, hasMore: true });
    expect(answer.orders.items.map((o) => o.id)).toEqual([31]);
  });

  it('orders (my_trade): `message.message`, the risk under `rate_profits_total`, status -1 for all', async () => {
    const sent = answerCall(
      server,
      'post',
      'lever/my_trade',
      ok({
        rate_profits_total: { hazard_rate: 150, profits_total: '2' },
        message: paginator([row({ status: 3 })]),
      }),
    );
    const answer = await getLeverOrders({ filter: 'all', page: 1, limit: 10 });
    await getLeverOrders({ filter: 'closed', currencyId: 1, legalId: 3, page: 1, limit: 10 });
    expect(sent).toEqual([
      { status: '-1', page: '1', limit: '10' },
      { status: '3', currency_id: '1', legal_id: '3', page: '1', limit: '10' },
    ]);
    expect(answer.risk).toEqual({ riskRate: '150', pnlTotal: '2', marginTotal: null });
    expect(answer.orders).toMatchObject({ total: 1, hasMore: false });
    expect(answer.orders.items[0]).toMatchObject({ status: 'closed' });
  });

  it('orders: an answer that is not the doubled paginator is a bad response', async () => {
    answerCall(server, 'post', 'lever/my_trade', ok(paginator([row()])));
    await expect(getLeverOrders({ filter: 'all', page: 1, limit: 10 })).rejects.toMatchObject({
      kind: 'invalid',
    });
  });

  it('close, stops (as typed, empty included), close all by scope and pair, cancel', async () => {
    const close = answerCall(server, 'post', 'lever/close', ok('Closed'));
    const stops = answerCall(server, 'post', 'lever/setstop', ok('Set'));
    const all = answerCall(server, 'post', 'lever/batch_close', ok('Submitted, wait for processing'));
    const cancel = answerCall(server, 'post', 'lever/cancel', ok({ not: 'a text' }));
    await expect(closeLeverPosition(31)).resolves.toBe('Closed');
    await setLeverStops({ id: 31, takeProfit: '99000', stopLoss: '' });
    await closeAllLever('all');
    await closeAllLever('long', { currencyId: 1, legalId: 3 });
    await closeAllLever('short');
    // a confirmation that is not a text reads as none
    await expect(cancelLeverOrder(32)).resolves.toBe('');
    expect(close).toEqual([{ id: '31' }]);
    expect(stops).toEqual([{ id: '31', target_profit_price: '99000', stop_loss_price: '' }]);
    expect(all).toEqual([{ type: '0' }, { type: '1', currency_id: '1', legal_id: '3' }, { type: '2' }]);
    expect(cancel).toEqual([{ id: '32' }]);
  });
});

describe('lever queries', () => {
  it('asks for pages of 10 under the key [lever, my_trade, params] and stops when a page says so', async () => {
    const sent = answerCall(
      server,
      'post',
      'lever/my_trade',
      ok({ message: paginator([row()], { current_page: 2, last_page: 3 }) }),
    );
    const options = leverOrdersInfiniteQuery({ filter: 'open' });
    expect(options.queryKey).toEqual(['lever', 'my_trade', { filter: 'open' }]);
    const page = await options.queryFn!({ pageParam: 2 } as never);
    expect(sent[0]).toMatchObject({ page: '2', limit: '10', status: '1' });
    expect(options.getNextPageParam(page, [page], 2, [2])).toBe(3);
    const last = { ...page, orders: { ...page.orders, hasMore: false } };
    expect(options.getNextPageParam(last, [last], 3, [3])).toBeUndefined();
  });

  it('deal and positions: keyed [lever, call, params], fetching that call with those params', async () => {
    const deal = answerCall(server, 'post', 'lever/deal', ok({ last_price: '1', my_transaction: [] }));
    const positions = answerCall(
      server,
      'post',
      'lever/dealall',
      ok({ hazard_rate: '0', order: paginator([]) }),
    );
    const pair = { currencyId: 1, legalId: 3 };
    const dealQuery = leverDealQuery(pair);
    const positionsQuery = leverPositionsQuery({ ...pair, page: 1, limit: 10 });
    expect(dealQuery.queryKey).toEqual(['lever', 'deal', pair]);
    expect(positionsQuery.queryKey).toEqual(['lever', 'dealall', { ...pair, page: 1, limit: 10 }]);
    await dealQuery.queryFn!({} as never);
    await positionsQuery.queryFn!({} as never);
    expect(deal).toEqual([{ currency_id: '1', legal_id: '3' }]);
    expect(positions).toEqual([{ currency_id: '1', legal_id: '3', page: '1', limit: '10' }]);
  });
});
