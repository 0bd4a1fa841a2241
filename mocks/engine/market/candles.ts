/**
 * Candles of every period and the 24 h figures, built from the pairs' 1-minute series (./series.ts): a
 * period's candle is folded from the shorter period it is made of (./periods.ts), completed candles are
 * cached (LRU, shared per seed), the forming one is computed at the instant asked for. Where completed candles
 * of the long periods are kept (./history.ts: the server's chart workers), answers read those rows and hold only
 * what is kept yet, marked `partial`; without (the browser, tests) everything is computed.
 */
import { SERIES_START } from '../../fixtures/market';
import { fail } from '../core';
import type { CandleHistory } from './history';
import { isKept } from './history';
import { cacheKey, type Pairs } from './pairs';
import { bucketBefore, bucketEnd, bucketStart, CHILD, isPeriod, type Period } from './periods';
import { fixed, fold, type RawCandle } from './rawCandle';
import { MINUTE } from './series';
import type { Candle, Input, Ticker } from './types';

/** At most this many candles per `/currency/new_timeshar` answer (the newest ones in range). */
export const MAX_CANDLES = 500;

/** Periods aggregated straight from the series' minutes (no per-minute objects, no minute cache churn). */
const FROM_MINUTES = new Set<Period>(['5min', '15min', '30min', '60min']);

/** A time parameter in ms; values under 10^11 are taken as seconds (spec §9: over 10 digits means ms). */
function timeParam(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^\d{1,16}$/.test(raw.trim())) fail('error.param');
  const value = Number(raw.trim());
  return value < 1e11 ? value * 1000 : value;
}

/** A `/currency/new_timeshar` answer: the candles, and whether older ones in its range are still being kept. */
export interface TimeshareAnswer {
  candles: Candle[];
  partial: boolean;
}

export function createCandles(pairs: Pairs, clock: () => number, history: () => CandleHistory | undefined) {
  const { infos, series, cache, indexOf } = pairs;

  /**
   * A completed candle (its bucket ended at or before now): cached, else kept, else computed. Minute-based
   * periods up to an hour come from the series directly (not through the minute cache), so a long chart does not
   * evict the minutes a 1-minute chart is showing; the figures are the same either way.
   */
  function completed(index: number, period: Period, start: number): RawCandle {
    const key = cacheKey(index, start);
    const lru = cache[period];
    const hit = lru.get(key);
    if (hit) return hit;
    const kept = isKept(period) ? history()?.candle(index, period, start) : undefined;
    if (kept) return kept; // not cached: the cache holds computed candles only
    let candle: RawCandle;
    if (period === '1min') {
      candle = series[index]!.minute(start / MINUTE);
    } else if (FROM_MINUTES.has(period)) {
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

  /** Bucket starts overlapping [from, to] that have begun and are not before the listing: the newest 500, newest first. */
  function bucketsOf(period: Period, from: number, to: number, now: number): number[] {
    const first = Math.max(bucketStart(period, from), SERIES_START);
    const out: number[] = [];
    for (
      let t = bucketStart(period, Math.min(to, now));
      t >= first && out.length < MAX_CANDLES;
      t = bucketBefore(period, t)
    )
      out.push(t);
    return out;
  }

  /** The candles of `starts` (newest first) oldest first; with kept history only those it holds yet. */
  function rowsOf(index: number, period: Period, starts: number[], now: number) {
    const kept = history();
    if (!kept || !isKept(period) || !starts.length)
      return { rows: starts.reverse().map((t) => candleAt(index, period, t, now)), partial: false };
    const keptFrom = kept.keptFrom(index, now);
    const held = starts.filter((t) => t >= keptFrom).reverse();
    const stored = held.length ? kept.rows(index, period, held[0]!, bucketEnd(period, held.at(-1)!)) : [];
    const byStart = new Map(stored.map((c) => [c.t, c]));
    const rows = held.map(
      (t) => (bucketEnd(period, t) <= now && byStart.get(t)) || candleAt(index, period, t, now),
    );
    return { rows, partial: held.length < starts.length };
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

  /** 24 h figures of pair `index` at `now`. */
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
  function window(symbol: string, period: string, from: number, to: number) {
    const index = indexOf(symbol);
    if (!isPeriod(period)) return fail('error.periodInvalid');
    if (!Number.isFinite(from) || !Number.isFinite(to)) return fail('error.param');
    if (from > to) return fail('error.timeRange');
    const now = clock();
    const { rows, partial } = rowsOf(index, period, bucketsOf(period, from, to, now), now);
    return { candles: rows.map((c) => toCandle(index, c)), partial };
  }

  /** The bucket holding `at`, as it stands at `at` (the forming candle when `at` is now). */
  function formingCandle(symbol: string, period: Period, at = clock()): Candle {
    const index = indexOf(symbol);
    return toCandle(index, candleAt(index, period, bucketStart(period, at), at));
  }

  /** A `/currency/new_timeshar` request's pair, period and range: the 500 buckets up to `to`. */
  function timeshareRange(input: Input<'symbol' | 'period' | 'from' | 'to'>) {
    const index = indexOf(input.symbol?.trim());
    const period = input.period?.trim();
    if (!isPeriod(period)) return fail('error.periodInvalid');
    const to = timeParam(input.to, clock());
    const asked = timeParam(input.from, NaN);
    if (asked > to) return fail('error.timeRange');
    let from = bucketStart(period, Math.min(to, clock()));
    for (let i = 1; i < MAX_CANDLES; i++) from = bucketBefore(period, from);
    return { index, period, from, to };
  }

  /**
   * `GET /currency/new_timeshar {symbol, period, from, to}` with raw request fields: the 500 candles up to `to`
   * (now when absent or later), whatever `from` says — as T answers, whose clients read `data[499]` for today's
   * candle after asking a short span (wire-facts §14). `from` is still checked: a malformed one, or one after
   * `to`, is refused. Fewer only where the series begins, or where kept history does not reach yet (`partial`).
   */
  function timeshare(input: Input<'symbol' | 'period' | 'from' | 'to'>): TimeshareAnswer {
    const { index, period, from, to } = timeshareRange(input);
    return window(infos[index]!.symbol, period, from, to);
  }

  /**
   * What a `/currency/new_timeshar` request would wait for while its range is not kept yet: its pair, and `kept()`
   * (whether the range is kept now: one look at the pair's span). Undefined when it waits for nothing: kept
   * already, not a kept period, or a request that is refused anyway.
   */
  function timeshareWait(input: Input<'symbol' | 'period' | 'from' | 'to'>) {
    const kept = history();
    if (!kept) return undefined;
    try {
      const { index, period, from, to } = timeshareRange(input);
      const oldest = isKept(period) ? bucketsOf(period, from, to, clock()).at(-1) : undefined;
      if (oldest === undefined) return undefined;
      const ready = () => kept.keptFrom(index, clock()) <= oldest;
      return ready() ? undefined : { index, kept: ready };
    } catch {
      return undefined;
    }
  }

  const candles = (symbol: string, period: string, from: number, to: number): Candle[] =>
    window(symbol, period, from, to).candles;

  return { ticker, candles, formingCandle, timeshare, timeshareWait };
}
