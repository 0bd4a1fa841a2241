import { lazy } from 'react';
import type { PageRoute } from '@/lib/routes';
import { ROUTES } from '@/lib/routes';

/** The chart screens of issue 4; the trading slice adds its order pages here. */
export const routes: PageRoute[] = [
  {
    path: ROUTES.chart.path,
    page: lazy(() => import('./pages/ChartPage').then((m) => ({ default: m.SpotChartPage }))),
  },
  {
    path: ROUTES.futuresChart.path,
    page: lazy(() => import('./pages/ChartPage').then((m) => ({ default: m.FuturesChartPage }))),
  },
  { path: ROUTES.whitePaper.path, page: lazy(() => import('./pages/WhitePaperPage')) },
];
