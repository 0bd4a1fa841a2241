import { lazyPage } from '@/lib/lazyPage';
import type { PageRoute } from '@/lib/routes';
import { ROUTES } from '@/lib/routes';

export const routes: PageRoute[] = [
  // the market list's strings (`features/market`'s MarketList shows home's movers); the messages bell's
  { path: ROUTES.home.path, page: lazyPage(() => import('./pages/HomePage')), ns: ['market', 'messages'] },
];
