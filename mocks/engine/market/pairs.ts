/**
 * The listed pairs: their `MarketInfo` in display order, lookup by any spelling of the symbol or by base
 * coin id, and each pair's price series with the completed-candle caches, shared by every engine with the
 * same seed.
 */
import { marketsFixture } from '../../fixtures/market';
import { fail } from '../core';
import { Lru } from './lru';
import { PERIODS, type Period } from './periods';
import type { RawCandle } from './rawCandle';
import { createSeries, MINUTE, type Series } from './series';
import type { MarketInfo } from './types';

/** `BTC/USDT`, `btcusdt`, `BTC-USDT`, `btc_usdt` → `BTCUSDT`. */
const symbolKey = (raw: string) => raw.toUpperCase().replace(/[^A-Z0-9]/g, '');

// --- series and candle caches, shared by every engine with the same seed ----------------------------------

// Completed candles depend on nothing but (seed, pair, bucket), so engines with the same seed (one per
// Storybook story, per test) share the series and the caches. Keys: bucket start in minutes · 64 + pair index.
const CACHE_SLOTS = 64;
const shared = new Map<number, { series: Series[]; cache: Record<Period, Lru<number, RawCandle>> }>();

function sharedSeries(seed: number) {
  let entry = shared.get(seed);
  if (!entry) {
    if (marketsFixture.length > CACHE_SLOTS) throw new Error('market: more pairs than cache slots');
    entry = {
      series: marketsFixture.map((m) =>
        createSeries(seed, {
          symbol: `${m.base}/${m.quote}`,
          kind: m.kind,
          anchor: m.anchor,
          pricePrecision: m.price_precision,
          amountPrecision: m.amount_precision,
          dailyVol: m.daily_vol,
          volume24h: m.volume_24h,
        }),
      ),
      cache: Object.fromEntries(
        PERIODS.map((p) => [p, new Lru<number, RawCandle>(p === '1min' ? 150_000 : 40_000)]),
      ) as Record<Period, Lru<number, RawCandle>>,
    };
    shared.set(seed, entry);
  }
  return entry;
}

const indexBySymbolKey = new Map(marketsFixture.map((m, i) => [symbolKey(`${m.base}/${m.quote}`), i]));
/** A pair's index in display order (any spelling of its symbol), or undefined; the same for every seed. */
export const pairIndex = (symbol: string): number | undefined => indexBySymbolKey.get(symbolKey(symbol));

/** The cache key of pair `index`'s candle starting at `start` (ms). */
export const cacheKey = (index: number, start: number) => (start / MINUTE) * CACHE_SLOTS + index;

// --- the pairs ---------------------------------------------------------------------------------------------

export function createPairs(seed: number) {
  const infos: MarketInfo[] = marketsFixture.map((m, i) => ({
    symbol: `${m.base}/${m.quote}`,
    currency_id: m.currency_id,
    legal_id: 3,
    base: m.base,
    quote: m.quote,
    name: m.name,
    kind: m.kind,
    futures: m.futures,
    price_precision: m.price_precision,
    amount_precision: m.amount_precision,
    lot_size: m.lot_size,
    min_lots: String(m.min_lots),
    max_lots: String(m.max_lots),
    fee_rate: m.fee_rate,
    spread: m.spread,
    sort: i + 1,
  }));
  const indexByCurrency = new Map(infos.map((m, i) => [m.currency_id, i]));
  const { series, cache } = sharedSeries(seed);

  /** The pair's index (any spelling of its symbol), or an `error.marketUnknown` failure. */
  function indexOf(symbol: string | undefined): number {
    const index = symbol ? pairIndex(symbol) : undefined;
    if (index === undefined) fail('error.marketUnknown');
    return index;
  }

  return { infos, indexByCurrency, series, cache, indexOf };
}

export type Pairs = ReturnType<typeof createPairs>;
