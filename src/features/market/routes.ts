import { lazy } from 'react';
import type { PageRoute } from '@/app/routing/types';
import { FUTURES_PATH, MARKET_PATH, SEARCH_PATH } from './paths';

export const routes: PageRoute[] = [
  { path: MARKET_PATH, page: lazy(() => import('./pages/MarketPage')), tab: 'market' },
  { path: SEARCH_PATH, page: lazy(() => import('./pages/SearchPage')) },
  { path: FUTURES_PATH, page: lazy(() => import('./pages/FuturesPage')) },
];
