import { describe, expect, it } from 'vitest';
import { PERIODS } from '@/api/market';
import { apiPeriod, CHART_PERIODS, klinePeriod, MAIN_PERIODS, MORE_PERIODS, periodFromKline } from './periods';

describe('chart periods', () => {
  it('maps time-share to the 1-minute series and the rest to the server period of the same name', () => {
    expect(apiPeriod('timeshare')).toBe('1min');
    for (const p of CHART_PERIODS.filter((x) => x !== 'timeshare')) expect(apiPeriod(p)).toBe(p);
  });

  it('gives klinecharts periods', () => {
    expect(klinePeriod('timeshare')).toEqual({ type: 'minute', span: 1 });
    expect(klinePeriod('15min')).toEqual({ type: 'minute', span: 15 });
    expect(klinePeriod('60min')).toEqual({ type: 'hour', span: 1 });
    expect(klinePeriod('4hour')).toEqual({ type: 'hour', span: 4 });
    expect(klinePeriod('1day')).toEqual({ type: 'day', span: 1 });
    expect(klinePeriod('1week')).toEqual({ type: 'week', span: 1 });
    expect(klinePeriod('1mon')).toEqual({ type: 'month', span: 1 });
  });

  it('round-trips every server period and refuses unknown ones', () => {
    for (const p of PERIODS) expect(periodFromKline(klinePeriod(p))).toBe(p);
    expect(periodFromKline({ type: 'minute', span: 3 })).toBeNull();
    expect(periodFromKline({ type: 'second', span: 1 })).toBeNull();
    expect(periodFromKline(null)).toBeNull();
  });

  it('keeps five periods in view and every other one under "More", each once', () => {
    expect(MAIN_PERIODS).toEqual(['timeshare', '15min', '60min', '4hour', '1day']);
    expect([...MAIN_PERIODS, ...MORE_PERIODS].sort()).toEqual([...CHART_PERIODS].sort());
    expect(MORE_PERIODS).toEqual(['1min', '5min', '30min', '1week', '1mon']);
  });
});
