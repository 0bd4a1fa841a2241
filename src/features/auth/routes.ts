import { lazy } from 'react';
import type { PageRoute } from '@/lib/routes';
import { ROUTES } from '@/lib/routes';

export const routes: PageRoute[] = [
  { path: ROUTES.login.path, page: lazy(() => import('./pages/LoginPage')) },
  { path: ROUTES.register.path, page: lazy(() => import('./pages/RegisterPage')) },
  { path: ROUTES.area.path, page: lazy(() => import('./pages/AreaPage')) },
];
