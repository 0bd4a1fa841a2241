import { lazyPage } from '@/lib/lazyPage';
import type { PageRoute } from '@/lib/routes';
import { ROUTES } from '@/lib/routes';

const AreaPage = lazyPage(() => import('./pages/AreaPage'));

/** Sign-in, registration and the calling-code picker (also the settings' country or region page). */
export const routes: PageRoute[] = [
  { path: ROUTES.login.path, page: lazyPage(() => import('./pages/LoginPage')) },
  { path: ROUTES.register.path, page: lazyPage(() => import('./pages/RegisterPage')) },
  { path: ROUTES.area.path, page: AreaPage },
  { path: ROUTES.areas.path, page: AreaPage },
];
