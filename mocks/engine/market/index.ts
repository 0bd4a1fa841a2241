/**
 * Market area: the pairs, their deterministic price feed, candles of every period, 24 h tickers, the
 * simulated book and prints, coin info, and each user's favourites. One file per concern:
 *
 *   types.ts      wire shapes                       pairs.ts      the pairs, lookup, shared series and caches
 *   series.ts     the 1-minute price series         hash.ts       seeded hashing under every figure
 *   rawCandle.ts  integer candles, folding, fixed   periods.ts    bucket alignment, what folds into what
 *   candles.ts    candles, 24 h figures, timeshare  book.ts       live price, best bid/ask, book, tape
 *   coins.ts      coin info and icons               favorites.ts  each user's favourites
 *   history.ts    completed long-period candles kept in tables (the server's chart workers)
 *
 * Collections: favorites (favorites.ts).
 *
 * Every price is a pure function of (seed, symbol, time) and the clock, so a restarted server continues the
 * same series. Completed candles are cached in memory (LRU); the server's chart workers also keep those of the
 * long periods in tables (`keepCandles`), computed once, and answer from them.
 *
 * For later slices (orders, positions, seconds contracts): `market(symbol)`, `livePrice(symbol, at?)`,
 * `bookPrices(symbol, at?)`, `candles(symbol, period, from, to)` — settle from these, never from a
 * client-sent price.
 */
import { MARKET_SEED } from '../../fixtures/market';
import type { EngineContext } from '../core';
import type { UserArea } from '../auth';
import { createBook } from './book';
import { createCandles } from './candles';
import { createCoins } from './coins';
import { createFavorites } from './favorites';
import { createHistory, type CandleHistory, type CandleTables } from './history';
import { createPairs } from './pairs';
import type { Market, MarketInfo, Ticker } from './types';

export { PERIODS, isPeriod } from './periods';
export { KEPT, type CandleTables, type KeptPeriod, type KeptSpan } from './history';
export { pairIndex } from './pairs';
export type { RawCandle } from './rawCandle';
export { coinImage } from './coins';
export { rates } from './rates';
export type { Candle, Depth, MarketInfo, Ticker, Trade } from './types';

export interface MarketOptions {
  /** Seeds every series (default `MARKET_SEED`): same seed, same prices, on any machine, after any restart. */
  seed?: number;
}

export function createMarketArea(ctx: EngineContext, deps: { user: UserArea }, options: MarketOptions = {}) {
  const { clock } = ctx;
  const seed = options.seed ?? MARKET_SEED;
  const pairs = createPairs(seed);
  const { infos, indexByCurrency, indexOf } = pairs;
  let history: CandleHistory | undefined;
  const { ticker, candles, formingCandle, timeshare, timeshareWait } = createCandles(
    pairs,
    clock,
    () => history,
  );
  const { livePrice, bookPrices, depth, trades } = createBook(pairs, seed, clock);
  const { favorites, addFavorite, removeFavorite, seedFavorites } = createFavorites(ctx, deps, pairs);

  return {
    /** Every pair, in display order. */
    markets: (): MarketInfo[] => infos.map((m) => ({ ...m })),
    /** The pair (any spelling: `BTC/USDT`, `btcusdt`), or an `error.marketUnknown` failure. */
    market: (symbol: string): MarketInfo => ({ ...infos[indexOf(symbol)]! }),
    /** The pair of a base coin id (`currency_id`), or undefined. */
    marketByCurrency: (currencyId: number): MarketInfo | undefined => {
      const index = indexByCurrency.get(currencyId);
      return index === undefined ? undefined : { ...infos[index]! };
    },

    /** `GET /currency/quotation_new`. */
    quotations(): Market[] {
      const now = clock();
      return infos.map((info, index) => {
        const { symbol: _symbol, ...figures } = ticker(index, now);
        return {
          symbol: info.symbol,
          currency_id: info.currency_id,
          legal_id: info.legal_id,
          base: info.base,
          quote: info.quote,
          name: info.name,
          kind: info.kind,
          futures: info.futures,
          ...figures,
          price_precision: info.price_precision,
          amount_precision: info.amount_precision,
          lot_size: info.lot_size,
          min_lots: info.min_lots,
          max_lots: info.max_lots,
          fee_rate: info.fee_rate,
          spread: info.spread,
          sort: info.sort,
        };
      });
    },

    /** 24 h figures of every pair (the `daymarket` feed). */
    tickers: (at = clock()): Ticker[] => infos.map((_, index) => ticker(index, at)),
    ticker: (symbol: string, at = clock()): Ticker => ticker(indexOf(symbol), at),

    /** `GET /currency/list`. */
    coins: createCoins(pairs, clock),

    livePrice,
    bookPrices,

    candles,
    formingCandle,
    depth,
    trades,

    timeshare,
    timeshareWait,

    /**
     * From now on, completed candles of the long periods come from `tables`, as a keeper (`createCandleKeeper`)
     * fills them, and answers hold only what is kept yet (the server's chart answer worker).
     */
    keepCandles(tables: CandleTables) {
      history = createHistory(pairs, seed, tables, clock, false);
    },

    favorites,
    addFavorite,
    removeFavorite,
    seedFavorites,
  };
}

export type MarketArea = ReturnType<typeof createMarketArea>;

/**
 * The one writer of the kept candles in `tables` (the server's keeper threads), without the rest of the market
 * area: `fill(index)` does one chunk of pair `index`'s work (false when its history is complete up to the last
 * hour), for the caller to run in short slices; `timeshareWait` tells which pair a chart request waits for.
 */
export function createCandleKeeper(tables: CandleTables, clock: () => number, seed = MARKET_SEED) {
  const pairs = createPairs(seed);
  const history = createHistory(pairs, seed, tables, clock, true);
  const { timeshareWait } = createCandles(pairs, clock, () => history);
  return { fill: history.fill, pairs: pairs.infos.length, timeshareWait };
}
