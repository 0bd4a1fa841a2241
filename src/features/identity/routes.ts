import { lazyPage } from '@/lib/lazyPage';
import { ROUTES, type PageRoute } from '@/lib/routes';

const RealPage = lazyPage(() => import('./pages/RealPage'));

/** Identity verification: `real` from the account screen, `real_mark` where a server 998 lands (same page). */
export const routes: PageRoute[] = [
  { path: ROUTES.real.path, page: RealPage, auth: true },
  { path: ROUTES.realMark.path, page: RealPage, auth: true },
];
