import { lazyPage } from '@/lib/lazyPage';
import type { PageRoute } from '@/lib/routes';
import { ROUTES } from '@/lib/routes';

/** The trade screens' own strings (the chart screens use the area's, `transaction`). */
const ns = ['trade'];

/** The chart screens of issue 4 and the trade screens of issue 13. */
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
  { path: ROUTES.contract.path, page: lazyPage(() => import('./pages/TradePage')), ns },
  {
    path: ROUTES.spotTrade.path,
    page: lazyPage(() => import('./pages/SpotTradePage').then((m) => ({ default: m.SpotBuyPage }))),
    ns,
  },
  {
    path: ROUTES.spotTrade2.path,
    page: lazyPage(() => import('./pages/SpotTradePage').then((m) => ({ default: m.SpotSellPage }))),
    ns,
  },
  { path: ROUTES.seconds.path, page: lazyPage(() => import('./pages/SecondsPage')), ns },
  { path: ROUTES.spotOrders.path, page: lazyPage(() => import('./pages/SpotOrdersPage')), auth: true, ns },
  { path: ROUTES.contractOrders.path, page: lazyPage(() => import('./pages/ContractOrdersPage')), auth: true, ns },
  { path: ROUTES.secondsOrders.path, page: lazyPage(() => import('./pages/SecondsOrdersPage')), auth: true, ns },
];
