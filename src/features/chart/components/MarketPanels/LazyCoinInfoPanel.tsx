import { lazy, Suspense } from 'react';
import { SkeletonText } from '@/ui/Skeleton';
import type { CoinInfoPanelProps } from './CoinInfoPanel';

const Panel = lazy(() => import('./CoinInfoPanel').then((m) => ({ default: m.CoinInfoPanel })));

/**
 * The coin info tab, loaded when it is first shown: its introduction is server HTML, so the panel brings the
 * sanitizer, which the chart page's first screen (the chart and the order book) does not need. It shows the
 * panel's own loading lines meanwhile.
 */
export function LazyCoinInfoPanel(props: CoinInfoPanelProps) {
  return (
    <Suspense fallback={<SkeletonText lines={6} />}>
      <Panel {...props} />
    </Suspense>
  );
}
