import { lazyPage } from '@/lib/lazyPage';
import type { PageRoute } from '@/lib/routes';
import { ROUTES } from '@/lib/routes';

export const routes: PageRoute[] = [
  { path: ROUTES.market.path, page: lazyPage(() => import('./pages/MarketPage')) },
  { path: ROUTES.search.path, page: lazyPage(() => import('./pages/SearchPage')) },
  { path: ROUTES.futures.path, page: lazyPage(() => import('./pages/FuturesPage')) },
];
