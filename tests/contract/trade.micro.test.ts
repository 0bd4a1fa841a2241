// @vitest-environment jsdom
/**
 * Seconds-contract calls and their settlement event (wire-facts §4, §6): the app reads the family. See
 * ./contract.ts and ./trade.test.ts (lever, spot); the examples are built from the facts' field lists.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { configureApi } from '@/api/client';
import {
  cancelMicroOrder,
  getMicroOrders,
  getPayCurrencies,
  getSecondsOptions,
  submitMicroOrder,
} from '@/api/trade/seconds';
import {
  microOrderSchema,
  microOrdersSchema,
  payCurrenciesSchema,
  secondsOptionsSchema,
} from '@/api/wire/trade/seconds';
import { toClosedMicro } from '@/api/wire/trade/feeds';
import { example, expectParses, serve } from './contract';

const NOW = Date.UTC(2025, 10, 23, 8, 0, 30);
const T = (hms: string) => Date.parse(`2025-11-23T${hms}Z`);
const onError = vi.fn();
const recorded = (name: string) => example('trade', name);

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

describe('micro (§6)', () => {
  const open = {
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
  };

  it('GET /microtrade/payable_currencies and /microtrade/seconds: percents become fractions', async () => {
    expectParses(recorded('microtrade_payable_currencies'), payCurrenciesSchema);
    expectParses(recorded('microtrade_seconds'), secondsOptionsSchema);
    serve('get', 'microtrade/payable_currencies', recorded('microtrade_payable_currencies'));
    serve('get', 'microtrade/seconds', recorded('microtrade_seconds'));
    await expect(getPayCurrencies()).resolves.toEqual([
      {
        id: 3,
        name: 'USDT',
        min: '10.00000000',
        max: '50000.00000000',
        feeRate: '0.01',
        presets: ['100', '500'],
        balance: '3000.00000000',
        // the family sends no per-currency duration minimums (the demo's `seconds_min`): the durations' own apply
        minBySeconds: {},
      },
    ]);
    await expect(getSecondsOptions()).resolves.toEqual([
      { seconds: 30, profitRatio: '0.8', minAmount: '0' },
      { seconds: 60, profitRatio: '0.85', minAmount: '0' },
      { seconds: 300, profitRatio: '0.9', minAmount: '0' },
    ]);
  });

  it('GET /microtrade/seconds answering `type: error` (none enabled): an empty list, no error shown', async () => {
    serve('get', 'microtrade/seconds', recorded('microtrade_seconds.empty'));
    await expect(getSecondsOptions()).resolves.toEqual([]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('POST /microtrade/submit: the created order, its countdown from created_at', async () => {
    expectParses(recorded('microtrade_submit'), microOrderSchema());
    serve('post', 'microtrade/submit', recorded('microtrade_submit'));
    const order = await submitMicroOrder({
      matchId: 1,
      currencyId: 3,
      currencyName: 'USDT',
      direction: 'up',
      seconds: 60,
      amount: '100',
    });
    expect(order).toEqual({ ...open, amount: '100' });
  });

  it('GET /microtrade/lists: the plain paginator; the settled order with its end price and result', async () => {
    const req = { page: 1, limit: 5 };
    expectParses(recorded('microtrade_lists'), microOrdersSchema(req));
    serve('get', 'microtrade/lists', recorded('microtrade_lists'));
    const page = await getMicroOrders({ filter: 'all', ...req });
    expect(page).toMatchObject({ page: 1, pageSize: 5, total: 6, hasMore: true });
    expect(page.items).toEqual([
      open,
      expect.objectContaining({
        id: 498,
        direction: 'down',
        status: 'closed',
        result: 'loss',
        profit: '-100.00000000',
        endPrice: '95030.00000000',
        createdAt: T('07:58:00'),
        endsAt: T('07:58:30'),
        settledAt: T('07:58:31'),
      }),
    ]);
  });

  it('POST /microtrade/cancelMicOrder (not in the family’s servers): a text', async () => {
    serve('post', 'microtrade/cancelMicOrder', recorded('microtrade_cancelMicOrder'));
    await expect(cancelMicroOrder(501)).resolves.toBe('撤单成功');
  });
});

describe('closed_microorder (§4)', () => {
  it('closed_microorder: the whole settled row, or the fork’s `{id}`', () => {
    expect(toClosedMicro(recorded('closed_microorder.event'))).toEqual({
      id: 501,
      order: expect.objectContaining({
        status: 'closed',
        result: 'win',
        profit: '85.00000000',
        endPrice: '95020.00000000',
        settledAt: T('08:01:01'),
      }),
    });
    expect(toClosedMicro(recorded('closed_microorder.id.event'))).toEqual({ id: 501, order: null });
  });
});
