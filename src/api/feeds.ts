import * as z from 'zod/mini';
import { Dec, fixed, toDec } from '@/lib/decimal';
import {
  depthSchema,
  tickerSchema,
  toCandle,
  tradeListSchema,
  type Candle,
  type Depth,
  type Ticker,
  type Trade,
} from './schemas/market';

/**
 * The family's socket payloads → the app's types; nothing above src/api sees their field names. The family's
 * push server (phpsocket.io, docs/architecture.md "Realtime", wire-facts §4) sends one event per figure, the
 * payload's `type` = the event name; market events are broadcast to every client, user events go to the
 * room `login` joined. src/realtime loads this module with the first such event (never on our demo
 * exchange's channels, whose `push` data the families read with ./schemas/market).
 *   mapDaymarket(payload)       `daymarket`    → TickerUpdate (its `now_price`, `change` without the '+', …)
 *   mapKline(payload)           `kline`        → { symbol, period, candle }
 *   mapMarketDepth(payload)     `market_depth` → Depth (bids/asks as arrays or a JSON string; sorted best first)
 *   mapMatchTrade(payload)      `match_trade`  → { symbol, trades } newest first
 * Our demo exchange's `push` data is in the domain's shapes, checked by the readers at the end
 * (`readTickers`, `readDepth`, `readTrades`, `readCandle`).
 * The user events `lever_trade` and `closed_microorder` are read by ./wire/trade/feeds.ts (`toLeverPush`,
 * `toClosedMicro`), which the trade pages' realtime families load with them.
 *
 * Every function answers `null` (or drops the item) for a payload it cannot read: a socket never throws.
 * Decimals come out as decimal strings: a string as sent (checked, a leading '+' dropped), a number through
 * decimal.js (never exponent notation); times as ms (ten digits or fewer are seconds). Candles go through
 * the one candle validator (`toCandle`).
 */

/** A `daymarket` push: the figures it carries (a figure a fork leaves out keeps the row's value). */
export type TickerUpdate = Pick<Ticker, 'symbol' | 'price'> & Partial<Omit<Ticker, 'symbol' | 'price'>>;

export interface KlineUpdate {
  symbol: string;
  /** The family's period name (`1min` … `1mon`), the same names as the app's periods. */
  period: string;
  candle: Candle;
}

export interface TradesUpdate {
  symbol: string;
  /** Newest first. */
  trades: Trade[];
}

// ---- primitives ----

/** A decimal string: "95000.50" stays so, 1e-8 (a number) becomes "0.00000001", "+1.20" becomes "1.20". */
const decimal = z.pipe(
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((v) => {
      if (typeof v === 'number') return toDec(v)?.toString() ?? null;
      const s = v.trim().replace(/^\+/, '');
      return toDec(s) ? s : null;
    }),
  ),
  z.string(),
);
const optDecimal = z.optional(z.nullable(decimal));
const text = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v) => String(v).trim()),
);
/** ms; a value of ten digits or fewer is seconds. */
const msTime = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v) => {
    const d = toDec(v);
    if (!d || !d.isInteger() || d.lte(0)) return null;
    const n = d.toNumber();
    return String(n).length <= 10 ? n * 1000 : n;
  }),
);

/** `symbol` ("BTC/USDT"), or built from `currency_name` / `legal_name` when a fork leaves it out. */
const pairFields = {
  symbol: z.optional(text),
  currency_name: z.optional(text),
  legal_name: z.optional(text),
};
function symbolOf(p: { symbol?: string; currency_name?: string; legal_name?: string }): string | null {
  if (p.symbol) return p.symbol;
  return p.currency_name && p.legal_name ? `${p.currency_name}/${p.legal_name}` : null;
}

/** A JSON string some forks send instead of the array itself. */
function unwrapJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

// ---- the family's market events ----

const daymarketSchema = z.looseObject({
  ...pairFields,
  now_price: optDecimal,
  close: optDecimal,
  open: optDecimal,
  high: optDecimal,
  low: optDecimal,
  volume: optDecimal,
  change: optDecimal,
  /** The demo exchange's extra field (decision 51); a platform's turnover is derived like the REST row's. */
  turnover: optDecimal,
});

export function mapDaymarket(payload: unknown): TickerUpdate | null {
  const parsed = daymarketSchema.safeParse(payload);
  if (!parsed.success) return null;
  const p = parsed.data;
  const symbol = symbolOf(p);
  const price = p.now_price ?? p.close;
  if (!symbol || !price) return null;
  const update: TickerUpdate = { symbol, price };
  if (p.open) update.open = p.open;
  if (p.high) update.high = p.high;
  if (p.low) update.low = p.low;
  if (p.volume) update.volume = p.volume;
  if (p.change) update.change = p.change;
  if (p.turnover) update.turnover = p.turnover;
  else if (p.volume) update.turnover = fixed(new Dec(p.volume).times(price), 2);
  return update;
}

const klineSchema = z.looseObject({ ...pairFields, period: text });

export function mapKline(payload: unknown): KlineUpdate | null {
  const parsed = klineSchema.safeParse(payload);
  if (!parsed.success) return null;
  const symbol = symbolOf(parsed.data);
  const { time, open, high, low, close, volume } = payload as Record<string, unknown>;
  const candle = toCandle({ time, open, high, low, close, volume });
  return symbol && parsed.data.period && candle ? { symbol, period: parsed.data.period, candle } : null;
}

const levelSchema = z.pipe(
  z.tuple([decimal, decimal], z.unknown()),
  z.transform(([price, amount]): [string, string] => [price, amount]),
);
const levelsSchema = z.array(levelSchema);

function levels(value: unknown, order: 1 | -1): [string, string][] | null {
  const parsed = levelsSchema.safeParse(unwrapJson(value));
  if (!parsed.success) return null;
  // Forks differ in the order of asks (some reverse them, some don't): best first, always.
  return parsed.data.sort((a, b) => order * new Dec(a[0]).comparedTo(b[0]));
}

const marketDepthSchema = z.looseObject({ ...pairFields, demo: z.optional(z.boolean()) });

export function mapMarketDepth(payload: unknown): Depth | null {
  const parsed = marketDepthSchema.safeParse(payload);
  if (!parsed.success) return null;
  const symbol = symbolOf(parsed.data);
  const raw = payload as { bids?: unknown; asks?: unknown };
  const bids = levels(raw.bids ?? [], -1);
  const asks = levels(raw.asks ?? [], 1);
  if (!symbol || !bids || !asks) return null;
  // The family's book is the platform's own; our demo exchange marks its simulated one (`demo: true`).
  return { symbol, bids, asks, demo: parsed.data.demo === true };
}

const tickSchema = z.looseObject({
  price: decimal,
  amount: decimal,
  direction: z.enum(['buy', 'sell']),
  ts: msTime,
});
const matchTradeSchema = z.looseObject({ ...pairFields, data: z.array(z.unknown()) });

export function mapMatchTrade(payload: unknown): TradesUpdate | null {
  const parsed = matchTradeSchema.safeParse(payload);
  if (!parsed.success) return null;
  const symbol = symbolOf(parsed.data);
  if (!symbol) return null;
  const trades: Trade[] = [];
  for (const item of parsed.data.data) {
    const tick = tickSchema.safeParse(item);
    if (tick.success && tick.data.ts !== null)
      trades.push({
        price: tick.data.price,
        amount: tick.data.amount,
        side: tick.data.direction,
        time: tick.data.ts,
      });
  }
  trades.sort((a, b) => b.time - a.time);
  return { symbol, trades };
}

// ---- our `push` data (the demo exchange's channels): the domain's shapes, checked ----

/** Tickers: a list (or one); an unreadable one is dropped; undefined when none is left. */
export function readTickers(data: unknown): Ticker[] | undefined {
  const list: Ticker[] = [];
  for (const item of Array.isArray(data) ? data : [data]) {
    const parsed = tickerSchema.safeParse(item);
    if (parsed.success) list.push(parsed.data);
  }
  return list.length > 0 ? list : undefined;
}

export function readDepth(data: unknown): Depth | undefined {
  const parsed = depthSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

/** Prints, newest first (one print alone is accepted too). */
export function readTrades(data: unknown): Trade[] | undefined {
  const parsed = tradeListSchema.safeParse(Array.isArray(data) ? data : [data]);
  return parsed.success ? parsed.data : undefined;
}

export const readCandle = (data: unknown): Candle | undefined => toCandle(data) ?? undefined;
