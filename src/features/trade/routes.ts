import { lazyPage } from '@/lib/lazyPage';
import type { PageRoute } from '@/lib/routes';
import { ROUTES } from '@/lib/routes';

/** The pair header and order book the trade screens show are the chart area's, with its strings. */
const ns = ['chart'];

/** The trade screens (issue 13): the trade tab (contract, spot, seconds), spot and seconds pages, the order lists. */
export const routes: PageRoute[] = [
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
