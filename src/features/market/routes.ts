import { lazy } from 'react';
import type { PageRoute } from '@/lib/routes';
import { ROUTES } from '@/lib/routes';

export const routes: PageRoute[] = [
  { path: ROUTES.market.path, page: lazy(() => import('./pages/MarketPage')) },
  { path: ROUTES.search.path, page: lazy(() => import('./pages/SearchPage')) },
  { path: ROUTES.futures.path, page: lazy(() => import('./pages/FuturesPage')) },
];
