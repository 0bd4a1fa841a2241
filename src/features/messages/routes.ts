import { lazyPage } from '@/lib/lazyPage';
import { ROUTES, type PageRoute } from '@/lib/routes';

/** The station messages (issue 30): signed in only. */
export const routes: PageRoute[] = [
  { path: ROUTES.messages.path, page: lazyPage(() => import('./pages/MessagesPage')), auth: true },
];
