import { lazy, Suspense } from 'react';
import { Skeleton } from '@/ui/Skeleton';
import type { KlineChartProps } from './KlineChart';

const Chart = lazy(() => import('./KlineChart').then((m) => ({ default: m.KlineChart })));

/**
 * `KlineChart`, loaded when it first renders: a screen that shows a price chart beside something else (the seconds
 * ticket) keeps the chart's code, and klinecharts after it, out of its first load. Same props; a placeholder of
 * the chart's size meanwhile.
 */
export function LazyKlineChart(props: KlineChartProps) {
  return (
    <Suspense fallback={<Skeleton width="100%" height="100%" />}>
      <Chart {...props} />
    </Suspense>
  );
}
