import type { KLineData } from 'klinecharts';
import { toDec } from '@/lib/decimal';

/**
 * Wire candles → klinecharts bars. Prices stay strings everywhere else; the canvas needs numbers, so they
 * are converted here, for drawing only, after `toDec` has accepted them as real decimals.
 *
 * A row is kept only when its time is a whole positive number (ms, or s when it has ten digits or fewer —
 * spec §9), every price is a finite number > 0, the volume a finite number ≥ 0 (missing = 0) and
 * low ≤ open, close ≤ high. The result is oldest first, one bar per time (the last row wins).
 * Anything that is not an array gives [] (the chart shows its empty state).
 */
export function parseCandles(raw: unknown): KLineData[] {
  if (!Array.isArray(raw)) return [];
  const byTime = new Map<number, KLineData>();
  for (const row of raw) {
    const bar = parseCandle(row);
    if (bar) byTime.set(bar.timestamp, bar);
  }
  return [...byTime.values()].sort((a, b) => a.timestamp - b.timestamp);
}

/** One wire candle (REST row or `kline:` push) → a bar, or null when it is not a valid candle. */
export function parseCandle(row: unknown): KLineData | null {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return null;
  const r = row as Record<string, unknown>;
  const timestamp = parseTime(r.time ?? r.timestamp);
  const open = positive(r.open);
  const high = positive(r.high);
  const low = positive(r.low);
  const close = positive(r.close);
  const volume = r.volume === undefined || r.volume === null || r.volume === '' ? 0 : nonNegative(r.volume);
  if (timestamp === null || open === null || high === null || low === null || close === null || volume === null) return null;
  if (low > high || open > high || close > high || open < low || close < low) return null;
  return { timestamp, open, high, low, close, volume };
}

function parseTime(v: unknown): number | null {
  const d = toDec(v);
  if (!d || !d.isInteger() || d.lte(0)) return null;
  const n = d.toNumber();
  if (!Number.isSafeInteger(n)) return null;
  return String(n).length <= 10 ? n * 1000 : n;
}

function positive(v: unknown): number | null {
  const d = toDec(v);
  return d && d.gt(0) ? d.toNumber() : null;
}

function nonNegative(v: unknown): number | null {
  const d = toDec(v);
  return d && d.gte(0) ? d.toNumber() : null;
}
