/**
 * Completed candles of the long periods, computed once and kept (issue 37): one table per period in KEPT behind
 * `CandleTables` (SQLite in the server's chart workers: mocks/server/chartWorker.tables.ts). Nothing here knows
 * where the rows live or when the work runs: one writer (a keeper thread) calls `fill` in short slices, readers
 * (the answering thread) see its progress.
 *
 * Each pair keeps one span of whole hours [from, to): every kept bucket lies inside it. The span grows a chunk
 * at a time (at most one UTC day): first up to the last completed hour, then back towards SERIES_START, so the
 * newest history is there first. A chunk aggregates its hours from the series' minutes (the one costly part,
 * ~1 µs a minute) and folds every longer bucket the span now holds whole from the period under it (CHILD):
 * a day from 24 hour rows, a month from its day rows — never from minutes again. The figures are integers, so a
 * kept row is exactly what the in-memory path computes (candles.ts), and stays a pure function of the seed.
 *
 * Periods under an hour are not kept: 500 of them are at most 15,000 minutes (~20 ms) from the series, while
 * keeping every minute since the listing would take ~44 million rows.
 */
import { SERIES_START } from '../../fixtures/market';
import type { Pairs } from './pairs';
import { bucketEnd, bucketStart, CHILD, type Period } from './periods';
import { fold, type RawCandle } from './rawCandle';
import { MINUTE } from './series';

export const KEPT = ['60min', '4hour', '1day', '1week', '1mon'] as const;
export type KeptPeriod = (typeof KEPT)[number];
export const isKept = (period: Period): period is KeptPeriod => (KEPT as readonly Period[]).includes(period);

const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A pair's kept hours [from, to) (ms), and the fingerprint of the series they were computed from. */
export interface KeptSpan {
  from: number;
  to: number;
  fingerprint: string;
}

/** Where kept candles live. Rows are keyed by pair symbol, period and bucket start (ms). */
export interface CandleTables {
  /** The pair's span, or undefined when nothing is kept for it. */
  span(symbol: string): KeptSpan | undefined;
  /** Kept rows of `period` with from ≤ t < to, oldest first. */
  rows(period: KeptPeriod, symbol: string, from: number, to: number): RawCandle[];
  /** Writes the rows and the pair's new span together (one transaction). */
  save(symbol: string, span: KeptSpan, rows: readonly { period: KeptPeriod; candle: RawCandle }[]): void;
  /** Forgets every row of the pair (its series changed). */
  clear(symbol: string): void;
}

export type CandleHistory = ReturnType<typeof createHistory>;

/**
 * The kept history over `tables`. A writer fills it (`fill`) and remembers its spans (it is their only writer); a
 * reader reads each span as it is when asked, so it sees a writer elsewhere (another thread) progress.
 */
export function createHistory(
  pairs: Pairs,
  seed: number,
  tables: CandleTables,
  clock: () => number,
  writer: boolean,
) {
  const { infos, series } = pairs;
  const spans = new Map<number, KeptSpan>();
  const prints = new Map<number, string>();

  /**
   * The series' identity: seed, parameters and a few computed figures, so a change of model or parameters (which
   * changes the figures) is noticed and the pair's rows are computed again.
   */
  function fingerprint(index: number): string {
    const s = series[index]!;
    const m0 = SERIES_START / MINUTE;
    const sample = [s.minute(m0), s.minute(m0 + 100_003), s.aggregate(m0 + 777_001, m0 + 777_061)];
    return JSON.stringify({
      seed,
      params: s.params,
      sample: sample.map((c) => [c.o, c.h, c.l, c.c, c.v, c.q]),
    });
  }

  /**
   * The pair's span, checked against the series, or an empty one at the current hour. A writer reads it once
   * (and forgets the rows of a changed series); a reader reads it every time.
   */
  function spanOf(index: number): KeptSpan {
    let span = spans.get(index);
    if (span) return span;
    const symbol = infos[index]!.symbol;
    let print = prints.get(index);
    if (print === undefined) prints.set(index, (print = fingerprint(index)));
    const stored = tables.span(symbol);
    if (stored && stored.fingerprint === print) span = stored;
    else {
      if (stored && writer) tables.clear(symbol);
      const start = Math.max(SERIES_START, bucketStart('60min', clock()));
      span = { from: start, to: start, fingerprint: print };
    }
    if (writer) spans.set(index, span);
    return span;
  }

  /**
   * One chunk of pair `index`'s work: the hours after its span up to the last completed one (at most a day), else
   * the day before its span. False when the span already runs from SERIES_START to the last completed hour.
   */
  function fill(index: number): boolean {
    if (!writer) throw new Error('history: a reader does not fill');
    const span = spanOf(index);
    const latest = bucketStart('60min', clock());
    let lo: number;
    let hi: number;
    if (span.to < latest) {
      lo = span.to;
      hi = Math.min(latest, bucketEnd('1day', bucketStart('1day', lo)));
    } else if (span.from > SERIES_START) {
      hi = span.from;
      lo = Math.max(SERIES_START, bucketStart('1day', hi - 1));
    } else return false;
    const next: KeptSpan = {
      from: Math.min(span.from, lo),
      to: Math.max(span.to, hi),
      fingerprint: span.fingerprint,
    };
    tables.save(infos[index]!.symbol, next, chunk(index, lo, hi, next));
    spans.set(index, next);
    return true;
  }

  /** The rows a chunk [lo, hi) adds: its hours, and every longer bucket that `next` now holds whole. */
  function chunk(index: number, lo: number, hi: number, next: KeptSpan) {
    const symbol = infos[index]!.symbol;
    const fresh = new Map<KeptPeriod, Map<number, RawCandle>>(KEPT.map((p) => [p, new Map()]));
    const s = series[index]!;
    for (let h = lo; h < hi; h += HOUR)
      fresh.get('60min')!.set(h, s.aggregate(h / MINUTE, (h + HOUR) / MINUTE));
    for (const period of KEPT) {
      if (period === '60min') continue;
      const child = CHILD[period] as KeptPeriod;
      for (let b = bucketStart(period, lo); b < hi; b = bucketEnd(period, b)) {
        const end = bucketEnd(period, b);
        if (b < next.from || end > next.to) continue; // not whole yet
        const kept = new Map(tables.rows(child, symbol, b, end).map((c) => [c.t, c]));
        let candle: RawCandle | undefined;
        for (let t = b; t < end; t = bucketEnd(child, t)) {
          const part = fresh.get(child)!.get(t) ?? kept.get(t);
          if (!part) throw new Error(`history: ${symbol} ${child} ${t} missing under ${period} ${b}`);
          candle = candle ? fold(candle, part) : { ...part, t: b };
        }
        fresh.get(period)!.set(b, candle!);
      }
    }
    return [...fresh].flatMap(([period, rows]) => [...rows.values()].map((candle) => ({ period, candle })));
  }

  /** Kept rows of pair `index` for buckets [from, to) of `period` (oldest first), all inside its span. */
  function rows(index: number, period: KeptPeriod, from: number, to: number): RawCandle[] {
    const span = spanOf(index);
    const lo = Math.max(from, span.from);
    const hi = Math.min(to, span.to);
    return lo < hi ? tables.rows(period, infos[index]!.symbol, lo, hi) : [];
  }

  /** The kept candle of the bucket starting at `start`, when the span holds it whole. */
  function candle(index: number, period: KeptPeriod, start: number): RawCandle | undefined {
    const span = spanOf(index);
    if (start < span.from || bucketEnd(period, start) > span.to) return undefined;
    return tables.rows(period, infos[index]!.symbol, start, start + 1)[0];
  }

  /**
   * The oldest bucket start an answer for pair `index` can hold at `now`: the span's start while the span reaches
   * within a day of now (the hours after it are cheap to compute), else the current hour (the gap is filled
   * first, a day per chunk).
   */
  function keptFrom(index: number, now: number): number {
    const span = spanOf(index);
    const latest = bucketStart('60min', now);
    return span.to >= latest - DAY ? span.from : latest;
  }

  return { fill, rows, candle, keptFrom };
}
