/**
 * Shared by the kept-history tests (engine: ./history.test.ts on memory tables; server:
 * mocks/server/chartWorker.tables.test.ts on SQLite): memory tables, and the two properties every kept row
 * must have, checked on the rows as stored.
 */
import { expect } from 'vitest';
import { MARKET_SEED, SERIES_START } from '../../fixtures/market';
import type { Candle, CandleTables, KeptPeriod, KeptSpan, MarketArea, RawCandle } from './index';
import { KEPT } from './index';
import { createPairs } from './pairs';
import { bucketEnd, CHILD } from './periods';
import { fixed, fold } from './rawCandle';
import { MINUTE } from './series';

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;
/** 75 days and a bit after the listing: two whole months, ten whole weeks, cheap to fill (~110,000 minutes). */
export const NEAR_START = SERIES_START + 75 * DAY + 5 * HOUR + 17 * MIN + 23_456;

export function memoryTables(): CandleTables & { spans: Map<string, KeptSpan> } {
  const spans = new Map<string, KeptSpan>();
  const rows = new Map<string, RawCandle>();
  const key = (period: KeptPeriod, symbol: string, t: number) => `${period}|${symbol}|${t}`;
  return {
    spans,
    span: (symbol) => (spans.has(symbol) ? { ...spans.get(symbol)! } : undefined),
    rows(period, symbol, from, to) {
      const out: RawCandle[] = [];
      for (const [k, c] of rows)
        if (k.startsWith(`${period}|${symbol}|`) && c.t >= from && c.t < to) out.push(c);
      return out.sort((a, b) => a.t - b.t).map((c) => ({ ...c }));
    },
    save(symbol, span, saved) {
      spans.set(symbol, { ...span });
      for (const { period, candle } of saved) rows.set(key(period, symbol, candle.t), { ...candle });
    },
    clear(symbol) {
      spans.delete(symbol);
      for (const k of [...rows.keys()]) if (k.split('|')[1] === symbol) rows.delete(k);
    },
  };
}

/** Runs pair `index`'s work to the end; the number of chunks it took. */
export function fillAll(keeper: { fill: (index: number) => boolean }, index: number): number {
  let chunks = 0;
  while (keeper.fill(index)) chunks++;
  return chunks;
}

/** What `plain` computes for the whole buckets of `period` in [from, to), oldest first (500 per call). */
function computedWhole(plain: MarketArea, symbol: string, period: KeptPeriod, from: number, to: number) {
  const out: Candle[] = [];
  for (let cursor = to - 1; cursor >= from;) {
    const page = plain.candles(symbol, period, from, cursor);
    if (!page.length) break;
    out.unshift(...page);
    cursor = page[0]!.time - 1;
  }
  return out.filter((c) => bucketEnd(period, c.time) <= to);
}

const wire = (c: RawCandle) => [c.t, c.o, c.h, c.l, c.c, c.v, c.q];

/**
 * Every stored row of `symbol` (default seed) is what `plain` (an area that keeps nothing) computes for its bucket,
 * to the last digit — an hour's turnover too, against the series' own aggregation; every row of a longer period
 * equals the fold of its child period's stored rows; the span holds a row for each whole bucket of every kept
 * period. Returns the number of rows checked.
 */
export function expectKeptRowsExact(tables: CandleTables, symbol: string, plain: MarketArea): number {
  const span = tables.span(symbol)!;
  expect(span.from).toBe(SERIES_START);
  const { price_precision: pp, amount_precision: ap, sort } = plain.market(symbol);
  const series = createPairs(MARKET_SEED).series[sort - 1]!;
  const asWire = (c: RawCandle) => ({
    time: c.t,
    open: fixed(c.o, pp),
    high: fixed(c.h, pp),
    low: fixed(c.l, pp),
    close: fixed(c.c, pp),
    volume: fixed(c.v, ap),
  });
  let checked = 0;
  for (const period of KEPT) {
    const stored = tables.rows(period, symbol, span.from, span.to);
    const whole = computedWhole(plain, symbol, period, span.from, span.to);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map(asWire)).toEqual(whole);
    if (period === '60min')
      for (const row of stored)
        expect(wire(row)).toEqual(wire(series.aggregate(row.t / MINUTE, row.t / MINUTE + 60)));
    else {
      const child = CHILD[period] as KeptPeriod;
      for (const row of stored) {
        const parts = tables.rows(child, symbol, row.t, bucketEnd(period, row.t));
        const folded = parts.slice(1).reduce((acc, c) => fold(acc, c), { ...parts[0]!, t: row.t });
        expect(wire(folded)).toEqual(wire(row));
      }
    }
    checked += stored.length;
  }
  return checked;
}
