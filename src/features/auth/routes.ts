import { lazy } from 'react';
import type { PageRoute } from '@/lib/routes';
import { ROUTES } from '@/lib/routes';

const AreaPage = lazy(() => import('./pages/AreaPage'));

/** Sign-in, registration and the calling-code picker (also the settings' country or region page). */
export const routes: PageRoute[] = [
  { path: ROUTES.login.path, page: lazy(() => import('./pages/LoginPage')) },
  { path: ROUTES.register.path, page: lazy(() => import('./pages/RegisterPage')) },
  { path: ROUTES.area.path, page: AreaPage },
  { path: ROUTES.areas.path, page: AreaPage },
];
