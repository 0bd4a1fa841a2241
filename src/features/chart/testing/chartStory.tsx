import type { ReactNode } from 'react';
import { ChartTimeZone } from '../components/chart/chartEnv';
import type { ChartKind, IndicatorName } from '../components/chart/chartStyles';
import type { ChartPeriod } from '../components/chart/periods';

/** The chart stories' pair: BTC/USDT at its precisions, candles. */
const BTC_CHART_ARGS = {
  symbol: 'BTC/USDT',
  pricePrecision: 2,
  volumePrecision: 5,
  kind: 'candle' as ChartKind,
};

export type ChartStoryArgs = typeof BTC_CHART_ARGS & { period: ChartPeriod; indicators: IndicatorName[]; label: string };

/** A chart story's frame: times in UTC (the screenshots do not follow the machine's zone), a box of `height`. */
export function ChartFrame({ height, children }: { height: number; children: ReactNode }) {
  return (
    <ChartTimeZone.Provider value="UTC">
      <div style={{ height }}>{children}</div>
    </ChartTimeZone.Provider>
  );
}

/** A chart story's args: BTC/USDT with the story's period, indicators and name. */
export const btcChartArgs = (story: Omit<ChartStoryArgs, keyof typeof BTC_CHART_ARGS>): ChartStoryArgs => ({
  ...BTC_CHART_ARGS,
  ...story,
});
