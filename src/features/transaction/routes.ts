import { lazy } from 'react';
import type { PageRoute } from '@/app/routing/types';
import { CHART_PATH, FUTURES_CHART_PATH, WHITE_PAPER_PATH } from './paths';

/** The chart screens of issue 4; the trading slice adds its order pages here. */
export const routes: PageRoute[] = [
  { path: CHART_PATH, page: lazy(() => import('./pages/ChartPage').then((m) => ({ default: m.SpotChartPage }))) },
  { path: FUTURES_CHART_PATH, page: lazy(() => import('./pages/ChartPage').then((m) => ({ default: m.FuturesChartPage }))) },
  { path: WHITE_PAPER_PATH, page: lazy(() => import('./pages/WhitePaperPage')) },
];
