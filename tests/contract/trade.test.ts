// @vitest-environment jsdom
/**
 * Lever and spot calls and the `lever_trade` event (wire-facts §4, §5, §7): the app reads the family. See ./contract.ts. The examples
 * (`examples/trade/`) are built from the facts' field lists, not recorded (their README says how); the demo
 * exchange's half (it speaks the same shapes) is added with its trade handlers. Seconds: ./trade.micro.test.ts.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { configureApi } from '@/api/client';
import { cancelSpotOrder, getSpotOrders, submitSpotOrder } from '@/api/trade/spot';
import {
  cancelLeverOrder,
  closeAllLever,
  closeLeverPosition,
  getLeverDeal,
  getLeverOrders,
  getLeverPositions,
  setLeverStops,
  submitLeverOrder,
} from '@/api/trade/contract';
import { ackText } from '@/api/schemas/primitives';
import { spotOrdersSchema } from '@/api/wire/trade/spot';
import { leverDealSchema, leverOrdersSchema, leverPositionsSchema } from '@/api/wire/trade/contract';
import { toLeverPush } from '@/api/wire/trade/feeds';
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

/** The open BTC/USDT long every lever example carries (id 31). */
const openLong = {
  id: 31,
  symbol: 'BTC/USDT',
  currencyId: 1,
  legalId: 3,
  side: 'long',
  status: 'open',
  lots: '2',
  quantity: '0.00200000',
  leverage: 10,
  entryPrice: '95009.50000000',
  originPrice: '95000.00000000',
  markPrice: '95100.00000000',
  takeProfit: '99000.00000000',
  stopLoss: null,
  margin: '19.00190000',
  originMargin: '19.00190000',
  fee: '0.19001900',
  overnightFee: '0.00000000',
  pnl: '0.18100000',
  liquidationPrice: null,
  createdAt: T('08:00:00'),
  openedAt: T('08:00:00'),
  closedAt: null,
};

describe('lever (§5)', () => {
  it('POST /lever/deal: the ticket’s figures and the open orders', async () => {
    expectParses(recorded('lever_deal'), leverDealSchema);
    serve('post', 'lever/deal', recorded('lever_deal'));
    await expect(getLeverDeal({ currencyId: 1, legalId: 3 })).resolves.toEqual({
      lastPrice: '95100.00000000',
      lotLimits: { min: '1', max: '10000' },
      leverages: [5, 10, 20, 50],
      balance: '100.00000000',
      openOrders: [openLong],
    });
  });

  it('POST /lever/dealall: the paginator under `order`, the account’s figures beside it', async () => {
    const req = { page: 1, limit: 10 };
    expectParses(recorded('lever_dealall'), leverPositionsSchema(req));
    serve('post', 'lever/dealall', recorded('lever_dealall'));
    await expect(getLeverPositions({ currencyId: 1, legalId: 3, ...req })).resolves.toEqual({
      riskRate: '526.29',
      pnlTotal: '0.18100000',
      marginTotal: '19.00190000',
      orders: { items: [openLong], page: 1, pageSize: 10, total: 1, hasMore: false },
    });
  });

  it('POST /lever/my_trade: `message.message`, every status read', async () => {
    const req = { page: 1, limit: 3 };
    expectParses(recorded('lever_my_trade'), leverOrdersSchema(req));
    serve('post', 'lever/my_trade', recorded('lever_my_trade'));
    const { risk, orders } = await getLeverOrders({ filter: 'all', ...req });
    expect(risk).toEqual({ riskRate: '526.29', pnlTotal: '0.18100000', marginTotal: null });
    expect(orders).toMatchObject({ page: 1, pageSize: 3, total: 13, hasMore: true });
    expect(orders.items).toEqual([
      expect.objectContaining({
        id: 32,
        side: 'short',
        status: 'pending',
        entryPrice: '96000.00000000',
        takeProfit: null,
        openedAt: null,
      }),
      openLong,
      expect.objectContaining({ id: 29, status: 'closed', pnl: '-1.20000000', closedAt: T('09:00:00') }),
    ]);
  });

  it('the actions answer a text', async () => {
    const texts: [string, () => Promise<string>, string][] = [
      [
        'lever/submit',
        () =>
          submitLeverOrder({
            currencyId: 1,
            legalId: 3,
            side: 'long',
            kind: 'market',
            lots: '1',
            leverage: 10,
          }),
        'lever_submit',
      ],
      ['lever/close', () => closeLeverPosition(31), 'lever_close'],
      [
        'lever/setstop',
        () => setLeverStops({ id: 31, takeProfit: '99000', stopLoss: '90000' }),
        'lever_setstop',
      ],
      ['lever/batch_close', () => closeAllLever('all'), 'lever_batch_close'],
      ['lever/cancel', () => cancelLeverOrder(32), 'lever_cancel'],
    ];
    for (const [call, make, name] of texts) {
      expectParses(recorded(name), ackText);
      serve('post', call, recorded(name));
      await expect(make(), call).resolves.toBe(recorded(name).message);
    }
  });
});

describe('coin (§7)', () => {
  it('GET /coin/list: the plain array, a short page is the last', async () => {
    const req = { page: 1, limit: 10 };
    expectParses(recorded('coin_list'), spotOrdersSchema(req));
    serve('get', 'coin/list', recorded('coin_list'));
    await expect(getSpotOrders(req)).resolves.toEqual({
      items: [
        expect.objectContaining({
          id: 71,
          side: 'buy',
          status: 'open',
          price: '95000.00000000',
          fillPrice: null,
          createdAt: T('08:00:00'),
        }),
        expect.objectContaining({
          id: 70,
          side: 'sell',
          status: 'filled',
          fillPrice: '94950.00000000',
          fee: '1.89900000',
          updatedAt: T('07:50:02'),
        }),
      ],
      page: 1,
      pageSize: 10,
      total: undefined,
      hasMore: false,
    });
  });

  it('POST /coin/trade answers an empty text, PUT /coin/trade (cancel) a text', async () => {
    serve('post', 'coin/trade', recorded('coin_trade'));
    serve('put', 'coin/trade', recorded('coin_trade.put'));
    const order = {
      currencyId: 1,
      legalId: 3,
      currencyName: 'BTC',
      side: 'buy',
      kind: 'limit',
      amount: '0.01',
      price: '95000',
    } as const;
    await expect(submitSpotOrder(order)).resolves.toBe('');
    await expect(cancelSpotOrder(71)).resolves.toBe('撤单成功');
  });
});

describe('user events (§4)', () => {
  it('lever_trade: the JSON-string lists become the open positions and the pending orders', () => {
    expect(toLeverPush(recorded('lever_trade.event'))).toEqual({
      riskRate: '526.29',
      pnlTotal: '0.18100000',
      marginTotal: '19.00190000',
      positions: [openLong],
      pending: [expect.objectContaining({ id: 32, status: 'pending' })],
    });
  });
});
