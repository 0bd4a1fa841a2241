import type { Period as KlinePeriod } from 'klinecharts';
import type { Period } from '@/api/market';

/**
 * The chart's periods (spec §2: time-share, minutes, hour, day, week, month). Time-share is the 1-minute
 * series drawn as an area; every other period is the server's period of the same name.
 */
export const CHART_PERIODS = ['timeshare', '1min', '5min', '15min', '30min', '60min', '4hour', '1day', '1week', '1mon'] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

export const DEFAULT_PERIOD: ChartPeriod = '15min';

/**
 * The periods the toolbar keeps in view, as the mobile exchanges do (time-share, 15m, 1H, 4H, 1D); the others are
 * one tap away under "More". Five and "More" fit a 390 px phone in every language.
 */
export const MAIN_PERIODS = ['timeshare', '15min', '60min', '4hour', '1day'] as const satisfies readonly ChartPeriod[];
export const MORE_PERIODS: readonly ChartPeriod[] = CHART_PERIODS.filter(
  (p) => !(MAIN_PERIODS as readonly ChartPeriod[]).includes(p),
);

const KLINE: Record<Period, KlinePeriod> = {
  '1min': { type: 'minute', span: 1 },
  '5min': { type: 'minute', span: 5 },
  '15min': { type: 'minute', span: 15 },
  '30min': { type: 'minute', span: 30 },
  '60min': { type: 'hour', span: 1 },
  '4hour': { type: 'hour', span: 4 },
  '1day': { type: 'day', span: 1 },
  '1week': { type: 'week', span: 1 },
  '1mon': { type: 'month', span: 1 },
};

/** The `/currency/new_timeshar` and `kline:<symbol>:<period>` period of a chart period. */
export function apiPeriod(p: ChartPeriod): Period {
  return p === 'timeshare' ? '1min' : p;
}

/** klinecharts' `{ type, span }` for a chart period. */
export function klinePeriod(p: ChartPeriod): KlinePeriod {
  return { ...KLINE[apiPeriod(p)] };
}

/** The server period klinecharts asks for (data loader), or null for one the server does not have. */
export function periodFromKline(k: KlinePeriod | null | undefined): Period | null {
  if (!k) return null;
  for (const [period, value] of Object.entries(KLINE) as [Period, KlinePeriod][]) {
    if (value.type === k.type && value.span === k.span) return period;
  }
  return null;
}
