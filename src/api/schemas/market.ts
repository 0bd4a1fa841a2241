import * as z from 'zod/mini';
import { toDec } from '@/lib/decimal';
import { dec, flag, int, optDec, text } from './primitives';

/**
 * The market area's DOMAIN types (docs/architecture.md, "Market data"): what the app works with, whatever a
 * platform sends. The family's wire shapes and their adapters are `../wire/market.ts`; the socket payloads'
 * are `../feeds.ts`. These schemas validate domain objects (stories, tests and the realtime stores build them).
 */

/** One trading pair with its 24 h figures (`change`: percent with sign, no '+': `"-1.25"`, `"0.37"`). */
export const marketSchema = z.looseObject({
  symbol: z.string(),
  currency_id: int,
  legal_id: int,
  base: z.string(),
  quote: z.string(),
  name: text,
  /**
   * The base coin's logo as the platform sends it (a site path or a URL; the feature makes it absolute with
   * `assetUrl`); empty or absent when there is none, and the icon draws its lettered disc.
   */
  logo: z.optional(text),
  /** `stock`: shown as text only, no trading. */
  kind: z.catch(z.enum(['spot', 'stock']), 'spot'),
  /** Has a perpetual contract. */
  futures: flag,
  /** The pair's match id (the family's `quotation[].id`), what seconds contracts name it by; 0 when unknown. */
  match_id: z._default(int, 0),
  /** Has seconds contracts (`open_microtrade`); tradable unless said otherwise. */
  micro: z._default(flag, true),
  /** Has spot trading (`open_coin_trade`); tradable unless said otherwise. */
  coin: z._default(flag, true),
  price: dec,
  open: optDec,
  high: optDec,
  low: optDec,
  volume: optDec,
  turnover: optDec,
  change: optDec,
  price_precision: z._default(int, 2),
  amount_precision: z._default(int, 4),
  lot_size: optDec,
  min_lots: optDec,
  max_lots: optDec,
  fee_rate: optDec,
  spread: optDec,
  sort: z._default(int, 0),
});
export type Market = z.infer<typeof marketSchema>;

/** One coin with its info page fields. */
export const coinInfoSchema = z.looseObject({
  id: int,
  name: z.string(),
  /** The chain (`TRC20`, `ERC20`, `BTC`). */
  subName: text,
  type: text,
  status: z._default(int, 1),
  image: text,
  full_name: text,
  rank: z.optional(z.nullable(int)),
  issue_date: text,
  total_supply: text,
  circulating_supply: text,
  market_cap: text,
  introduction: text,
  white_paper: text,
  website: text,
});
export type CoinInfo = z.infer<typeof coinInfoSchema>;

// ---- candles: the one validator (REST rows through ../wire/market.ts, `kline` pushes through the feeds) ----

/** A candle time in ms; unix seconds (ten digits or fewer, spec §9) are multiplied out. */
const candleTime = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((v) => {
    const d = toDec(v);
    if (!d || !d.isInteger() || d.lte(0)) return NaN;
    const n = d.toNumber();
    if (!Number.isSafeInteger(n)) return NaN;
    return String(n).length <= 10 ? n * 1000 : n;
  }),
).check(z.refine((n) => Number.isFinite(n), 'candle time'));

const positive = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v) => String(v).trim()),
).check(z.refine((v) => Boolean(toDec(v)?.gt(0)), 'positive decimal'));

const volume = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((v) => (v === null || v === undefined || v === '' ? '0' : String(v).trim())),
).check(z.refine((v) => Boolean(toDec(v)?.gte(0)), 'non-negative decimal'));

/**
 * One candle: `time` the bucket start in ms, prices positive decimals, volume ≥ 0 (missing = 0), and
 * low ≤ open, close ≤ high. Anything else is not a candle.
 */
export const candleSchema = z
  .object({ time: candleTime, open: positive, high: positive, low: positive, close: positive, volume })
  .check(
    z.refine((c) => {
      // runs even when a field failed: then there is nothing to compare
      const [o, h, l, cl] = [c.open, c.high, c.low, c.close].map((v) => toDec(v));
      if (!o || !h || !l || !cl) return false;
      return l.lte(h) && o.lte(h) && o.gte(l) && cl.lte(h) && cl.gte(l);
    }, 'candle range'),
  );
export type Candle = z.infer<typeof candleSchema>;

/** One candle from anything, or null. */
export function toCandle(raw: unknown): Candle | null {
  const parsed = candleSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Candles from anything: invalid rows dropped, one per time (the last row wins), oldest first. */
export function toCandleList(raw: unknown): Candle[] {
  if (!Array.isArray(raw)) return [];
  const byTime = new Map<number, Candle>();
  for (const row of raw) {
    const candle = toCandle(row);
    if (candle) byTime.set(candle.time, candle);
  }
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}


// ---- favourites ----

/** A favourite: the row `id` (what `/optional/del` reads) and the base coin it stars. */
export interface Favorite {
  id: number;
  currency_id: number;
}

// ---- socket payloads (domain form; the family's wire forms are parsed in ../feeds.ts) ----

/** A pair whose 24 h figures changed. */
export const tickerSchema = z.object({
  symbol: z.string(),
  price: dec,
  open: optDec,
  high: optDec,
  low: optDec,
  volume: optDec,
  turnover: optDec,
  change: optDec,
});
export type Ticker = z.infer<typeof tickerSchema>;

/** An order book: best first. */
const level = z.pipe(
  z.tuple([z.union([z.string(), z.number()]), z.union([z.string(), z.number()])]),
  z.transform(([p, a]) => [String(p), String(a)] as const),
);
export const depthSchema = z.object({
  symbol: z.string(),
  bids: z.array(level),
  asks: z.array(level),
  ts: z.optional(int),
  demo: z.optional(z.boolean()),
});
export type Depth = z.infer<typeof depthSchema>;

/** Prints, newest first. */
export const tradeSchema = z.object({
  price: dec,
  amount: dec,
  side: z.enum(['buy', 'sell']),
  time: int,
});
export const tradeListSchema = z.array(tradeSchema);
export type Trade = z.infer<typeof tradeSchema>;
