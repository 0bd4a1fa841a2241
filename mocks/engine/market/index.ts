/**
 * Market area: the pairs, their deterministic price feed (./series.ts), candles of every period, 24 h
 * tickers, the simulated book and prints, coin info, and each user's favourites.
 *
 * Collections:
 *   favorites   `<user_id>:<currency_id>` → FavoriteDoc
 *
 * Nothing about prices is stored: every figure is a pure function of (seed, symbol, time) and the clock,
 * so a restarted server continues the same series. Completed candles are cached in memory (LRU).
 *
 * For later slices (orders, positions, seconds contracts): `market(symbol)`, `livePrice(symbol, at?)`,
 * `bookPrices(symbol, at?)`, `candles(symbol, period, from, to)` — settle from these, never from a
 * client-sent price.
 */
import {
  coinsFixture,
  MARKET_SEED,
  marketsFixture,
  SERIES_START,
  type MarketKind,
} from '../../fixtures/market';
import { fail, type EngineContext, type LangCode } from '../context';
import type { UserArea } from '../user';
import { Lru } from './lru';
import { bucketBefore, bucketEnd, bucketStart, CHILD, isPeriod, PERIODS, type Period } from './periods';
import {
  createSeries,
  fixed,
  fold,
  hashUnit,
  MINUTE,
  symbolSeed,
  type RawCandle,
  type Series,
} from './series';

export { PERIODS, isPeriod, type Period } from './periods';

/** At most this many candles per `/currency/new_timeshar` answer (the newest ones in range). */
export const MAX_CANDLES = 500;
export const DEPTH_LEVELS = 20;
export const TRADES_KEPT = 20;

// --- wire shapes (docs/architecture.md, "Market data") -------------------------------------------------------

export interface MarketInfo {
  symbol: string;
  currency_id: number;
  legal_id: number;
  base: string;
  quote: string;
  name: string;
  kind: MarketKind;
  futures: boolean;
  price_precision: number;
  amount_precision: number;
  lot_size: string;
  min_lots: string;
  max_lots: string;
  fee_rate: string;
  spread: string;
  sort: number;
}

export interface Ticker {
  symbol: string;
  price: string;
  open: string;
  high: string;
  low: string;
  volume: string;
  turnover: string;
  /** 24 h percent change, 2 decimals, `-` when negative (`"-1.25"`, `"0.37"`). */
  change: string;
}

/** `GET /currency/quotation_new` row: the pair and its 24 h figures. */
export type Market = MarketInfo & Omit<Ticker, 'symbol'>;

export interface Candle {
  /** Bucket start, ms. */
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

export interface Coin {
  id: number;
  name: string;
  subName: string;
  type: 'coin';
  status: number;
  image: string;
  full_name: string;
  rank: number;
  issue_date: string;
  total_supply: string;
  circulating_supply: string;
  market_cap: string;
  introduction: string;
  white_paper: string;
  website: string;
}

export interface Depth {
  symbol: string;
  bids: [string, string][];
  asks: [string, string][];
  ts: number;
  demo: true;
}

export interface Trade {
  price: string;
  amount: string;
  side: 'buy' | 'sell';
  time: number;
}

export interface Favorite {
  currency_id: number;
  symbol: string;
}

interface FavoriteDoc {
  user_id: number;
  currency_id: number;
  created_at: number;
}

/** Raw request fields: everything optional and a string, the engine validates. */
type Input<K extends string> = Partial<Record<K, string>>;

// --- helpers -----------------------------------------------------------------------------------------------

/** `BTC/USDT`, `btcusdt`, `BTC-USDT`, `btc_usdt` → `BTCUSDT`. */
const symbolKey = (raw: string) => raw.toUpperCase().replace(/[^A-Z0-9]/g, '');

const palette = [
  '#f7931a',
  '#627eea',
  '#26a17b',
  '#2775ca',
  '#345d9d',
  '#e84142',
  '#9945ff',
  '#c2a633',
  '#e6007a',
  '#2a5ada',
  '#ff007a',
  '#8247e5',
];

/** A lettered round icon as an SVG data URI (no network). */
export function coinImage(symbol: string): string {
  const colour = palette[(symbolSeed(7, symbol) >>> 0) % palette.length] ?? palette[0];
  const letters = symbol.slice(0, symbol.length > 4 ? 3 : 4);
  const size = letters.length > 3 ? 11 : letters.length > 2 ? 13 : 16;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${colour}"/>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${size * 1.5}" fill="#fff">${letters}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A time parameter in ms; values under 10^11 are taken as seconds (spec §9: over 10 digits means ms). */
function timeParam(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^\d{1,16}$/.test(raw.trim())) fail('error.param');
  const value = Number(raw.trim());
  return value < 1e11 ? value * 1000 : value;
}

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

// --- the area ----------------------------------------------------------------------------------------------

export interface MarketOptions {
  /** Seeds every series (default `MARKET_SEED`): same seed, same prices, on any machine, after any restart. */
  seed?: number;
}

export function createMarketArea(ctx: EngineContext, deps: { user: UserArea }, options: MarketOptions = {}) {
  const { store, clock } = ctx;
  const seed = options.seed ?? MARKET_SEED;

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
  const indexByKey = new Map(infos.map((m, i) => [symbolKey(m.symbol), i]));
  const indexByCurrency = new Map(infos.map((m, i) => [m.currency_id, i]));
  const { series, cache } = sharedSeries(seed);
  const spreadTicks = marketsFixture.map((m) =>
    Math.max(1, Math.round(Number(m.spread) * 10 ** m.price_precision)),
  );
  const keys = infos.map((m) => symbolSeed(seed ^ 0x5bd1e995, m.symbol));
  const perMinuteUnits = marketsFixture.map((m) => (m.volume_24h * 10 ** m.amount_precision) / 1440);

  const cacheKey = (index: number, start: number) => (start / MINUTE) * CACHE_SLOTS + index;

  function indexOf(symbol: string | undefined): number {
    const index = symbol ? indexByKey.get(symbolKey(symbol)) : undefined;
    if (index === undefined) fail('error.marketUnknown');
    return index;
  }

  /**
   * A completed candle (its bucket ended at or before now). Hour candles are computed from the series
   * directly (not through the minute cache), so a long daily chart does not evict the minutes a 1-minute
   * chart is showing; the figures are the same either way.
   */
  function completed(index: number, period: Period, start: number): RawCandle {
    const key = cacheKey(index, start);
    const lru = cache[period];
    const hit = lru.get(key);
    if (hit) return hit;
    let candle: RawCandle;
    if (period === '1min') {
      candle = series[index]!.minute(start / MINUTE);
    } else if (period === '60min') {
      // Straight from the series (no per-minute objects): daily and weekly charts fold many of these.
      candle = series[index]!.aggregate(start / MINUTE, bucketEnd(period, start) / MINUTE);
    } else {
      const child = CHILD[period];
      const end = bucketEnd(period, start);
      candle = { ...completed(index, child, start) };
      for (let t = bucketEnd(child, start); t < end; t = bucketEnd(child, t))
        fold(candle, completed(index, child, t));
    }
    lru.set(key, candle);
    return candle;
  }

  /** The candle of the bucket starting at `start` as it stands at `now` (forming if not yet ended). */
  function candleAt(index: number, period: Period, start: number, now: number): RawCandle {
    const end = bucketEnd(period, start);
    if (end <= now) return completed(index, period, start);
    if (period === '1min') return series[index]!.formingMinute(start / MINUTE, now);
    const child = CHILD[period];
    let candle: RawCandle | undefined;
    for (let t = start; t < end && t <= now; t = bucketEnd(child, t)) {
      const part = candleAt(index, child, t, now);
      candle = candle ? fold(candle, part) : { ...part, t: start };
    }
    return candle!;
  }

  // 24 h window: the 1440 one-minute buckets ending with the forming one. Its completed part is memoised
  // per market for the current minute.
  const windowMemo = new Map<number, { minute: number; agg: RawCandle }>();
  function completedWindow(index: number, currentMinute: number): RawCandle | undefined {
    const memo = windowMemo.get(index);
    if (memo && memo.minute === currentMinute) return memo.agg;
    const first = (currentMinute - 1439) * MINUTE;
    const endMs = currentMinute * MINUTE;
    let agg: RawCandle | undefined;
    const add = (c: RawCandle) => {
      agg = agg ? fold(agg, c) : { ...c };
    };
    const hourFrom = bucketEnd('60min', bucketStart('60min', first - 1));
    const hourTo = bucketStart('60min', endMs);
    for (let t = first; t < Math.min(hourFrom, endMs); t += MINUTE) add(completed(index, '1min', t));
    for (let t = hourFrom; t < hourTo; t += 60 * MINUTE) add(completed(index, '60min', t));
    for (let t = Math.max(hourTo, hourFrom); t < endMs; t += MINUTE) add(completed(index, '1min', t));
    windowMemo.set(index, { minute: currentMinute, agg: agg! });
    return agg;
  }

  function ticker(index: number, now = clock()): Ticker {
    const info = infos[index]!;
    const currentMinute = Math.floor(now / MINUTE);
    const forming = series[index]!.formingMinute(currentMinute, now);
    const window = completedWindow(index, currentMinute);
    const day = window ? fold({ ...window }, forming) : forming;
    const change = Math.round((Math.abs(day.c - day.o) * 10_000) / day.o) * Math.sign(day.c - day.o);
    const pp = info.price_precision;
    return {
      symbol: info.symbol,
      price: fixed(day.c, pp),
      open: fixed(day.o, pp),
      high: fixed(day.h, pp),
      low: fixed(day.l, pp),
      volume: fixed(day.v, info.amount_precision),
      turnover: fixed(day.q, 2),
      change: fixed(change, 2),
    };
  }

  const toCandle = (index: number, c: RawCandle): Candle => {
    const { price_precision: pp, amount_precision: ap } = infos[index]!;
    return {
      time: c.t,
      open: fixed(c.o, pp),
      high: fixed(c.h, pp),
      low: fixed(c.l, pp),
      close: fixed(c.c, pp),
      volume: fixed(c.v, ap),
    };
  };

  /** Candles oldest first whose buckets overlap [from, to] (and have begun), at most 500, the newest ones. */
  function candles(symbol: string, period: string, from: number, to: number): Candle[] {
    const index = indexOf(symbol);
    if (!isPeriod(period)) return fail('error.periodInvalid');
    if (!Number.isFinite(from) || !Number.isFinite(to)) return fail('error.param');
    if (from > to) return fail('error.timeRange');
    const now = clock();
    const first = Math.max(bucketStart(period, from), SERIES_START);
    const out: Candle[] = [];
    for (
      let t = bucketStart(period, Math.min(to, now));
      t >= first && out.length < MAX_CANDLES;
      t = bucketBefore(period, t)
    ) {
      out.push(toCandle(index, candleAt(index, period, t, now)));
    }
    return out.reverse();
  }

  /** The bucket holding `at`, as it stands at `at` (the forming candle when `at` is now). */
  function formingCandle(symbol: string, period: Period, at = clock()): Candle {
    const index = indexOf(symbol);
    return toCandle(index, candleAt(index, period, bucketStart(period, at), at));
  }

  function checkTime(at: number | undefined): number {
    const now = clock();
    if (at === undefined) return now;
    if (at > now) throw new Error(`market: asked for a price at ${at}, after now (${now})`);
    return at;
  }

  /** Best bid and ask of the demo book in ticks: the live price ± half the pair's spread. */
  function bestTicks(index: number, at: number): { bid: number; ask: number } {
    const mid = series[index]!.priceTicks(at);
    const spread = spreadTicks[index]!;
    const bid = Math.max(1, mid - Math.floor(spread / 2));
    return { bid, ask: bid + spread };
  }

  function depth(symbol: string, at = clock()): Depth {
    const index = indexOf(symbol);
    const info = infos[index]!;
    const { bid, ask } = bestTicks(index, at);
    const slot = Math.floor(at / 500);
    const step = Math.max(1, Math.ceil(spreadTicks[index]! / 2));
    const mean = perMinuteUnits[index]! / 6;
    const side = (best: number, sign: 1 | -1, salt: number): [string, string][] => {
      const levels: [string, string][] = [];
      let price = best;
      for (let i = 0; i < DEPTH_LEVELS && price >= 1; i++) {
        const u = hashUnit(keys[index]!, slot, i * 2 + salt, 11);
        const units = Math.max(1, Math.round(mean * (0.15 + 1.9 * u * u) * (1 + 0.06 * i)));
        levels.push([fixed(price, info.price_precision), fixed(units, info.amount_precision)]);
        price += sign * step * (hashUnit(keys[index]!, slot, i * 2 + salt, 12) < 0.7 ? 1 : 2);
      }
      return levels;
    };
    return { symbol: info.symbol, bids: side(bid, -1, 0), asks: side(ask, 1, 1), ts: at, demo: true };
  }

  /** The demo tape: 0–3 prints per second at the best bid (sells) or ask (buys), newest first. */
  function trades(symbol: string, at = clock(), limit = TRADES_KEPT): Trade[] {
    const index = indexOf(symbol);
    const info = infos[index]!;
    const key = keys[index]!;
    const mean = perMinuteUnits[index]! / 80;
    const out: Trade[] = [];
    for (let s = Math.floor(at / 1000), scanned = 0; out.length < limit && scanned < 600; s--, scanned++) {
      const u = hashUnit(key, s, 0, 21);
      const count = u < 0.25 ? 0 : u < 0.6 ? 1 : u < 0.85 ? 2 : 3;
      const prints: Trade[] = [];
      for (let k = 0; k < count; k++) {
        const time = s * 1000 + Math.floor(hashUnit(key, s, k, 22) * 1000);
        if (time > at) continue;
        const side = hashUnit(key, s, k, 23) < 0.5 ? 'buy' : 'sell';
        const best = bestTicks(index, time);
        const units = Math.max(1, Math.round(mean * -Math.log(1 - hashUnit(key, s, k, 24))));
        prints.push({
          price: fixed(side === 'buy' ? best.ask : best.bid, info.price_precision),
          amount: fixed(units, info.amount_precision),
          side,
          time,
        });
      }
      prints.sort((a, b) => b.time - a.time);
      out.push(...prints);
    }
    return out.slice(0, limit);
  }

  function coins(lang: LangCode): Coin[] {
    const now = clock();
    return coinsFixture.map((c) => {
      const index = indexByCurrency.get(c.id);
      const price =
        index !== undefined
          ? series[index]!.priceTicks(now) / 10 ** infos[index]!.price_precision
          : (c.fixed_price ?? 0);
      return {
        id: c.id,
        name: c.name,
        subName: c.subName,
        type: 'coin',
        status: 1,
        image: coinImage(c.name),
        full_name: c.full_name,
        rank: c.rank,
        issue_date: c.issue_date,
        total_supply: c.total_supply,
        circulating_supply: c.circulating_supply,
        market_cap: String(Math.round(price * Number(c.circulating_supply))),
        introduction: (lang === 'zh' ? c.introduction.zh : undefined) ?? c.introduction.en,
        white_paper: c.white_paper,
        website: c.website,
      };
    });
  }

  // --- favourites ----------------------------------------------------------------------------------------

  function favoriteTarget(raw: string | undefined): number {
    const text = (raw ?? '').trim();
    if (!/^\d{1,9}$/.test(text)) fail('error.param');
    const id = Number(text);
    if (!indexByCurrency.has(id)) fail('error.marketUnknown');
    return id;
  }

  function favorites(token: string | undefined): Favorite[] {
    const user = deps.user.requireUser(token);
    return store
      .list<FavoriteDoc>('favorites', { user_id: user.id })
      .filter((f) => indexByCurrency.has(f.currency_id))
      .map((f) => ({
        currency_id: f.currency_id,
        symbol: infos[indexByCurrency.get(f.currency_id)!]!.symbol,
      }));
  }

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
    coins,

    /** The price at `at` (default now; never the future) as a string with the pair's precision. */
    livePrice(symbol: string, at?: number): string {
      const index = indexOf(symbol);
      return fixed(series[index]!.priceTicks(checkTime(at)), infos[index]!.price_precision);
    },
    /** Best bid and ask of the demo book at `at` (buys fill at the ask, sells at the bid). */
    bookPrices(symbol: string, at?: number): { bid: string; ask: string; price: string } {
      const index = indexOf(symbol);
      const time = checkTime(at);
      const { bid, ask } = bestTicks(index, time);
      const pp = infos[index]!.price_precision;
      return { bid: fixed(bid, pp), ask: fixed(ask, pp), price: fixed(series[index]!.priceTicks(time), pp) };
    },

    candles,
    formingCandle,
    depth,
    trades,

    /** `GET /currency/new_timeshar {symbol, period, from, to}` with raw request fields. */
    timeshare(input: Input<'symbol' | 'period' | 'from' | 'to'>): Candle[] {
      indexOf(input.symbol?.trim());
      const period = input.period?.trim();
      if (!isPeriod(period)) return fail('error.periodInvalid');
      const to = timeParam(input.to, clock());
      let from = timeParam(input.from, NaN);
      if (Number.isNaN(from)) {
        // No start: the last 500 buckets up to `to`.
        from = bucketStart(period, Math.min(to, clock()));
        for (let i = 1; i < MAX_CANDLES; i++) from = bucketBefore(period, from);
      }
      return candles(input.symbol!, period, from, to);
    },

    favorites,
    addFavorite(token: string | undefined, currencyId: string | undefined): void {
      const user = deps.user.requireUser(token);
      const id = favoriteTarget(currencyId);
      const docId = `${user.id}:${id}`;
      if (!store.get('favorites', docId))
        store.put<FavoriteDoc>('favorites', docId, {
          user_id: user.id,
          currency_id: id,
          created_at: clock(),
        });
    },
    removeFavorite(token: string | undefined, currencyId: string | undefined): void {
      const user = deps.user.requireUser(token);
      store.delete('favorites', `${user.id}:${favoriteTarget(currencyId)}`);
    },
    /** Seeding: favourites for a user id, without a session. */
    seedFavorites(userId: number, currencyIds: number[]): void {
      for (const id of currencyIds)
        store.put<FavoriteDoc>('favorites', `${userId}:${id}`, {
          user_id: userId,
          currency_id: id,
          created_at: clock(),
        });
    },
  };
}

export type MarketArea = ReturnType<typeof createMarketArea>;
