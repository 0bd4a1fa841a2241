/** Chart periods: bucket alignment (UTC) and which shorter period each one is aggregated from. */
import { MINUTE } from './series';

export const PERIODS = ['1min', '5min', '15min', '30min', '60min', '4hour', '1day', '1week', '1mon'] as const;
export type Period = (typeof PERIODS)[number];
export const isPeriod = (value: unknown): value is Period => PERIODS.includes(value as Period);

const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONDAY = 4 * DAY; // 1970-01-05, the first Monday after the epoch

const fixedMs: Partial<Record<Period, number>> = {
  '1min': MINUTE,
  '5min': 5 * MINUTE,
  '15min': 15 * MINUTE,
  '30min': 30 * MINUTE,
  '60min': HOUR,
  '4hour': 4 * HOUR,
  '1day': DAY,
};

/** The period each one is folded from (1-minute candles come from the series itself). */
export const CHILD: Record<Exclude<Period, '1min'>, Period> = {
  '5min': '1min',
  '15min': '1min',
  '30min': '1min',
  '60min': '1min',
  '4hour': '60min',
  '1day': '60min',
  '1week': '1day',
  '1mon': '1day',
};

/** Start of the bucket holding `t`: epoch-aligned, weeks from Monday 00:00 UTC, calendar months in UTC. */
export function bucketStart(period: Period, t: number): number {
  const size = fixedMs[period];
  if (size) return Math.floor(t / size) * size;
  if (period === '1week') return Math.floor((t - MONDAY) / WEEK) * WEEK + MONDAY;
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/** Start of the bucket after the one starting at `start`. */
export function bucketEnd(period: Period, start: number): number {
  const size = fixedMs[period];
  if (size) return start + size;
  if (period === '1week') return start + WEEK;
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** Start of the bucket before the one starting at `start`. */
export function bucketBefore(period: Period, start: number): number {
  return bucketStart(period, start - 1);
}
