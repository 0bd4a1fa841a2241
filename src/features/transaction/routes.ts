import { lazy } from 'react';
import type { PageRoute } from '@/lib/routes';
import { ROUTES } from '@/lib/routes';

/** The chart screens of issue 4 and the trade screens of issue 13. */
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
  { path: ROUTES.contract.path, page: lazy(() => import('./pages/TradePage')) },
  {
    path: ROUTES.spotTrade.path,
    page: lazy(() => import('./pages/SpotTradePage').then((m) => ({ default: m.SpotBuyPage }))),
  },
  {
    path: ROUTES.spotTrade2.path,
    page: lazy(() => import('./pages/SpotTradePage').then((m) => ({ default: m.SpotSellPage }))),
  },
  { path: ROUTES.seconds.path, page: lazy(() => import('./pages/SecondsPage')) },
  { path: ROUTES.spotOrders.path, page: lazy(() => import('./pages/SpotOrdersPage')), auth: true },
  { path: ROUTES.contractOrders.path, page: lazy(() => import('./pages/ContractOrdersPage')), auth: true },
  { path: ROUTES.secondsOrders.path, page: lazy(() => import('./pages/SecondsOrdersPage')), auth: true },
];
