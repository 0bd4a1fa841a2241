import { lazy } from 'react';
import type { PageRoute } from '@/app/routing/types';
import { LOGIN_PATH, REGISTER_PATH } from '@/app/routing/types';
import { AREA_PATH } from './paths';

export const routes: PageRoute[] = [
  { path: LOGIN_PATH, page: lazy(() => import('./pages/LoginPage')) },
  { path: REGISTER_PATH, page: lazy(() => import('./pages/RegisterPage')) },
  { path: AREA_PATH, page: lazy(() => import('./pages/AreaPage')) },
];
