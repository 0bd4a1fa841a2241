import { lazyPage } from '@/lib/lazyPage';
import { ROUTES, type PageRoute } from '@/lib/routes';

/**
 * Invitation and rewards: `share` (invite code, link, QR poster), `share2` (the rebate: the route table has no
 * rebate route of its own, decision in docs/decisions.md), `coupon` and `bill` (every balance movement).
 */
export const routes: PageRoute[] = [
  { path: ROUTES.share.path, page: lazyPage(() => import('./pages/SharePage')), auth: true },
  { path: ROUTES.share2.path, page: lazyPage(() => import('./pages/RebatePage')), auth: true },
  { path: ROUTES.coupon.path, page: lazyPage(() => import('./pages/CouponPage')), auth: true },
  { path: ROUTES.bill.path, page: lazyPage(() => import('./pages/BillPage')), auth: true },
];
