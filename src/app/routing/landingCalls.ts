import type { CallShape } from '../../api/httpRequest';
import { ROUTES } from '../../lib/routes';

/**
 * The API calls a landing route's first screen makes (`prefetch.ts` starts them through the pages' query
 * factories), as data: index.html starts them before any script has arrived (`early.ts`), so the build reads
 * this file (relative imports only: vite.config.ts loads it). `early.test.ts` checks that, route by route, these
 * are exactly the requests `prefetch.ts` makes — change both together.
 */
export interface LandingCall extends CallShape {
  path: string;
}

const markets: LandingCall[] = [{ path: 'currency/quotation_new', method: 'GET' }];

export const LANDING_CALLS: Record<string, LandingCall[]> = {
  [ROUTES.home.path]: [
    ...markets,
    { path: 'menu', method: 'GET' },
    // the banner list (NEWS_CATEGORY.banner, first page of 10)
    { path: 'news/list', params: { c_id: 5, page: 1, limit: 10 } },
    // the customer-service link (SETTING_KEYS.serviceUrl)
    { path: 'getSetting', method: 'GET', params: { keyword: 'service_url' } },
  ],
  [ROUTES.market.path]: markets,
  [ROUTES.chart.path]: markets,
  [ROUTES.futuresChart.path]: markets,
  [ROUTES.contract.path]: markets,
  [ROUTES.spotTrade.path]: markets,
  [ROUTES.spotTrade2.path]: markets,
  [ROUTES.seconds.path]: markets,
};
