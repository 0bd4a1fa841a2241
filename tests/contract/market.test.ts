// @vitest-environment jsdom
/** Market calls (wire-facts §3, §10): the app reads the family, the demo exchange speaks it. See ./contract.ts. */
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { installTestEngine, server } from '@mocks/node';
import { coinImage } from '../../mocks/engine/market';
import { configureApi } from '@/api/client';
import { addFavorite, getCandles, getCoins, getFavorites, getMarkets, removeFavorite } from '@/api/market';
import {
  candlesSchema,
  currencyListSchema,
  favoriteAddedSchema,
  favoriteListSchema,
  quotationSchema,
} from '@/api/wire/market';
import { demo, example, expectParses, expectSpeaksFamily, serve, signIn, type Loose } from './contract';

let token: string | null = null;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  token = null;
  configureApi({ getToken: () => token, getLang: () => 'en', onError: () => {}, onSessionInvalid: () => {} });
  await installTestEngine();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('GET /currency/quotation_new: quote groups with `quotation` pairs', () => {
  const recorded = example('market', 'quotation_new');

  it('the app reads the groups into displayed pairs, deriving what the family does not send', async () => {
    expectParses(recorded, quotationSchema);
    serve('get', 'currency/quotation_new', recorded);
    const markets = await getMarkets();
    expect(markets.map((m) => m.symbol)).toEqual(['BTC/USDT', 'ETH/USDT', 'XAU/USDT']); // is_display 0 left out
    expect(markets[0]).toMatchObject({
      currency_id: 1,
      legal_id: 3,
      base: 'BTC',
      quote: 'USDT',
      name: 'BTC',
      kind: 'spot',
      futures: true,
      match_id: 1,
      micro: true,
      coin: true,
      price: '95123.45',
      change: '1.20', // the '+' goes
      volume: '24012.50000',
      price_precision: 2,
      amount_precision: 4,
      lot_size: '0.00100000',
      min_lots: '1',
      max_lots: '10000',
      fee_rate: '0.00100000',
      sort: 1,
    });
    // 24 h open implied by price and change; high/low span both; turnover = volume × price
    expect(markets[0]!.open).toBe('93995.50');
    expect(markets[0]).toMatchObject({ high: '95123.45', low: '93995.50', turnover: '2284151843.13' });
    expect(markets[1]).toMatchObject({ futures: false, kind: 'spot', change: '-2.12', price_precision: 2 });
    // nothing tradable: text only; the match id is the pair's `id`, not its position
    expect(markets[2]).toMatchObject({
      kind: 'stock',
      futures: false,
      micro: false,
      coin: false,
      match_id: 7,
    });
  });

  it('the demo exchange answers the same shape, and the app reads it back to the engine’s figures', async () => {
    const { engine } = await installTestEngine();
    const produced = await demo('GET', 'currency/quotation_new');
    expectSpeaksFamily(produced, recorded, quotationSchema);
    // Round trip: what the stories and screens render is exactly what the engine computed. The trade fields
    // are the encoder's (match id = list position, micro and spot on every tradable pair) until the engine
    // has its own; then the engine's win.
    const expected = engine.market.quotations().map((q, i) => ({
      match_id: i + 1,
      micro: q.kind === 'spot',
      coin: q.kind === 'spot',
      ...q,
      // the base coin's logo (decision 96): the demo's cryptocurrency-icons path, a lettered image without one
      logo: coinImage(q.base),
    }));
    expect(await getMarkets()).toEqual(expected);
  });
});

describe('GET /currency/list: T’s { currency, legal } or a plain list', () => {
  const recorded = example('market', 'currency_list');

  it('the app reads both forms', async () => {
    expectParses(recorded, currencyListSchema);
    serve('get', 'currency/list', recorded);
    const coins = await getCoins();
    expect(coins.map((c) => [c.id, c.name, c.subName, c.image, c.status])).toEqual([
      [1, 'BTC', 'BTC', '/upload/btc.png', 1],
      [3, 'USDT', 'TRC20', '/upload/usdt.png', 1],
    ]);
    serve('get', 'currency/list', example('market', 'currency_list.array'));
    expect((await getCoins()).map((c) => [c.name, c.subName, c.status])).toEqual([
      ['BTC', 'BTC', 1],
      ['ETH', 'ERC20', 0],
    ]);
  });

  it('the demo exchange answers T’s form, read back to the engine’s coins', async () => {
    const { engine } = await installTestEngine();
    const produced = await demo('GET', 'currency/list');
    expectSpeaksFamily(produced, recorded, currencyListSchema);
    const coins = await getCoins();
    const engineCoins = engine.market.coins('en');
    expect(coins.map(({ type: _t, ...c }) => c)).toEqual(engineCoins.map(({ type: _t, ...c }) => c));
  });
});

describe('GET /currency/new_timeshar: { code, msg, data } with from/to in seconds', () => {
  const recorded = example('market', 'new_timeshar');

  it('the app reads the candle rows (id s, time ms, amount = volume), asking for a window in seconds', async () => {
    expectParses(recorded, candlesSchema);
    let query: URLSearchParams | undefined;
    server.use(
      http.get('*/api/currency/new_timeshar', ({ request }) => {
        query = new URL(request.url).searchParams;
        return Response.json(recorded);
      }),
    );
    const to = Date.UTC(2026, 10, 23, 8, 1, 30);
    const candles = await getCandles({ symbol: 'BTC/USDT', period: '1min', to });
    expect(candles).toEqual([
      {
        time: 1763884800000,
        open: '95000.10',
        high: '95020.00',
        low: '94990.00',
        close: '95010.20',
        volume: '1.2345',
      },
      {
        time: 1763884860000,
        open: '95010.20',
        high: '95015.50',
        low: '95001.00',
        close: '95005.00',
        volume: '0.5',
      },
    ]);
    expect(query?.get('to')).toBe(String(to / 1000));
    expect(Number(query?.get('to')) - Number(query?.get('from'))).toBe(500 * 60);
  });

  it('a code -1 answer is a failure with its msg', async () => {
    serve('get', 'currency/new_timeshar', example('market', 'new_timeshar.error'));
    await expect(getCandles({ symbol: 'BTC/USDT', period: '1min' })).rejects.toMatchObject({
      kind: 'business',
      message: 'error: period invalid',
    });
  });

  it('the demo exchange answers the same envelope, read back to the engine’s candles', async () => {
    const { engine, clock } = await installTestEngine();
    const to = Math.floor(clock() / 1000);
    const produced = await demo('GET', 'currency/new_timeshar', {
      symbol: 'BTC/USDT',
      period: '1min',
      from: String(to - 600),
      to: String(to),
    });
    expectSpeaksFamily(produced, recorded, candlesSchema);
    expect(produced).not.toHaveProperty('type');
    const candles = await getCandles({ symbol: 'BTC/USDT', period: '1min', to: clock() });
    expect(candles).toEqual(engine.market.candles('BTC/USDT', '1min', (to - 500 * 60) * 1000, to * 1000));
  });
});

describe('favourites: /optional/list [{id, currency_id}], /optional/add {id}, /optional/del {id}', () => {
  it('the app reads the rows and the new row id, and deletes by row id', async () => {
    const list = example('market', 'optional_list');
    expectParses(list, favoriteListSchema);
    serve('get', 'optional/list', list);
    expect(await getFavorites()).toEqual([
      { id: 12, currency_id: 1 },
      { id: 15, currency_id: 2 },
    ]);
    serve('post', 'optional/add', example('market', 'optional_add'));
    expect(await addFavorite(5)).toBe(16);
    let sent: URLSearchParams | undefined;
    server.use(
      http.post('*/api/optional/del', async ({ request }) => {
        sent = new URLSearchParams(await request.text());
        return Response.json(example('market', 'optional_del'));
      }),
    );
    await removeFavorite({ id: 15, currency_id: 2 });
    expect([sent?.get('id'), sent?.get('currency_id')]).toEqual(['15', '2']);
  });

  it('the demo exchange answers the same shapes, and a row id it gave deletes that row', async () => {
    token = await signIn();
    const listed = await demo('GET', 'optional/list', {}, token);
    expectSpeaksFamily(listed, example('market', 'optional_list'), favoriteListSchema);
    const added = await demo('POST', 'optional/add', { currency_id: '9' }, token);
    expectSpeaksFamily(added, example('market', 'optional_add'), favoriteAddedSchema);
    const removed = await demo('POST', 'optional/del', { id: String(added.message.id) }, token);
    expectSpeaksFamily(removed, example('market', 'optional_del'), z.string());
    const after = (await getFavorites()).map((f: Loose) => f.currency_id);
    expect(after).toEqual([1, 2, 6]);
  });
});
