import { lazyPage } from '@/lib/lazyPage';
import type { PageRoute } from '@/lib/routes';
import { ROUTES } from '@/lib/routes';

/** The chart screens (issue 4): a pair's spot chart and its perpetual's (`index`, `index2`), and the white paper. */
export const routes: PageRoute[] = [
  {
    path: ROUTES.chart.path,
    page: lazyPage(() => import('./pages/ChartPage').then((m) => ({ default: m.SpotChartPage }))),
  },
  {
    path: ROUTES.futuresChart.path,
    page: lazyPage(() => import('./pages/ChartPage').then((m) => ({ default: m.FuturesChartPage }))),
  },
  { path: ROUTES.whitePaper.path, page: lazyPage(() => import('./pages/WhitePaperPage')) },
];
