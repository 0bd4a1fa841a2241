import type { QueryClient } from '@tanstack/react-query';
import { menuQuery, NEWS_CATEGORY, newsListQuery } from '@/api/content';
import { SETTING_KEYS, settingQuery } from '@/api/common';
import { coinsQuery, marketsQuery } from '@/api/market';
import { loadNamespaces, namespaces } from '@/app/i18n';
import { namespacesOfPath, routeOfPath } from './registry';
import { ROUTES } from '@/lib/routes';
/**
 * What a landing route needs besides its code, started by the entry at once so it arrives beside the
 * route's chunks instead of after them (no waterfall): its strings and its first API calls. The query keys
 * and options are the ones the pages use (`src/api/*` factories), so the pages find the answers in the cache.
 */
interface RouteData {
  prefetch: (qc: QueryClient) => void;
}

const markets = (qc: QueryClient) => void qc.prefetchQuery(marketsQuery());

const routeData: Record<string, RouteData> = {
  [ROUTES.home.path]: {
    prefetch: (qc) => {
      markets(qc);
      void qc.prefetchQuery(menuQuery());
      // Not the notice (`news/index_pop`): it opens a dialog of server HTML over the page, so it follows the
      // first screen with its sanitizer instead of joining its critical path.
      // HomePage's banner list: `useNewsList({ c_id: NEWS_CATEGORY.banner, page: 1, limit: 10 })`
      const banners = { c_id: NEWS_CATEGORY.banner, page: 1, limit: 10 };
      void qc.prefetchQuery(newsListQuery(banners));
      // the customer-service link (home's `useServiceUrl`)
      void qc.prefetchQuery(settingQuery(SETTING_KEYS.serviceUrl));
    },
  },
  [ROUTES.market.path]: { prefetch: markets },
  [ROUTES.chart.path]: {
    prefetch: (qc) => {
      markets(qc);
      void qc.prefetchQuery(coinsQuery());
    },
  },
  [ROUTES.futuresChart.path]: { prefetch: markets },
  // the trade tab and the spot and seconds tickets pick their pair from the market list
  [ROUTES.contract.path]: { prefetch: markets },
  [ROUTES.spotTrade.path]: { prefetch: markets },
  [ROUTES.spotTrade2.path]: { prefetch: markets },
  [ROUTES.seconds.path]: { prefetch: markets },
};

/** The route path of a location hash (`#/pages/market/market?tab=spot` → `/pages/market/market`); `/` is home. */
export function pathOfHash(hash: string): string {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  return path === '/' ? ROUTES.home.path : path;
}

/**
 * Starts the landing route's strings, page and API calls; resolves when its strings and page are in (the calls
 * run on), so the first render shows the page at once. A page that fails to load is left to render (and to
 * show its error) as usual.
 */
export function prefetchRoute(path: string, qc: QueryClient): Promise<void> {
  try {
    routeData[path]?.prefetch(qc);
  } catch (error) {
    // a prefetch is an optimisation: the page makes its own calls anyway
    console.warn('[prefetch]', error);
  }
  const page = routeOfPath(path)?.page.preload().catch(() => undefined);
  return Promise.all([loadRouteStrings(path), page]).then(() => undefined);
}

/** Loads the strings a route's page uses (idempotent); resolves when they are in, failures included. */
export function loadRouteStrings(path: string): Promise<void> {
  const ns = namespacesOfPath(path).filter((n) => namespaces.includes(n));
  return ns.length ? loadNamespaces(ns).catch(() => undefined) : Promise.resolve();
}
