import type { QueryClient } from '@tanstack/react-query';
import { menuQuery, NEWS_CATEGORY, newsListQuery } from '@/api/content';
import { SETTING_KEYS, settingQuery } from '@/api/common';
import { marketsQuery } from '@/api/market';
import { loadNamespaces, namespaces } from '@/app/i18n';
import { namespacesOfPath, routeOfPath } from './registry';
import { ROUTES } from '@/lib/routes';
import { nextTask } from '@/lib/timing';
/**
 * What a landing route needs besides its code, started by the entry at once so it arrives beside the
 * route's chunks instead of after them (no waterfall): its strings and its first API calls. The query keys
 * and options are the ones the pages use (`src/api/*` factories), so the pages find the answers in the cache.
 */
interface RouteData {
  /** The calls to start, one function each (each starts in a task of its own, see `inTurn`). */
  calls: (qc: QueryClient) => (() => unknown)[];
}

const markets = (qc: QueryClient) => [() => qc.prefetchQuery(marketsQuery())];

const routeData: Record<string, RouteData> = {
  [ROUTES.home.path]: {
    calls: (qc) => [
      ...markets(qc),
      () => qc.prefetchQuery(menuQuery()),
      // Not the notice (`news/index_pop`): it opens a dialog of server HTML over the page, so it follows the
      // first screen with its sanitizer instead of joining its critical path.
      // HomePage's banner list: `useNewsList({ c_id: NEWS_CATEGORY.banner, page: 1, limit: 10 })`
      () => qc.prefetchQuery(newsListQuery({ c_id: NEWS_CATEGORY.banner, page: 1, limit: 10 })),
      // the customer-service link (home's `useServiceUrl`)
      () => qc.prefetchQuery(settingQuery(SETTING_KEYS.serviceUrl)),
    ],
  },
  [ROUTES.market.path]: { calls: markets },
  // (not the coin list: only the coin info tab reads it, and that tab is not the one shown first)
  [ROUTES.chart.path]: { calls: markets },
  [ROUTES.futuresChart.path]: { calls: markets },
  // the trade tab and the spot and seconds tickets pick their pair from the market list
  [ROUTES.contract.path]: { calls: markets },
  [ROUTES.spotTrade.path]: { calls: markets },
  [ROUTES.spotTrade2.path]: { calls: markets },
  [ROUTES.seconds.path]: { calls: markets },
};

/**
 * Starts each call in a task of its own, one after the other: starting one (its request, its schema's import,
 * the query's bookkeeping) takes a few milliseconds, and four together made one long task on a phone's CPU.
 * Resolves once all have answered (or failed). A call that throws is left to its page (a prefetch is an
 * optimisation).
 */
function inTurn(calls: (() => unknown)[]): Promise<void> {
  const answers: unknown[] = [];
  const start = (call: () => unknown) =>
    nextTask().then(() => {
      try {
        answers.push(call());
      } catch (error) {
        console.warn('[prefetch]', error);
      }
    });
  return calls
    .reduce((started, call) => started.then(() => start(call)), Promise.resolve())
    .then(() => Promise.allSettled(answers))
    .then(() => undefined);
}

/**
 * How long the first render waits for the landing route's answers once its code and strings are in. Rendered
 * with them, the page renders once, in slices; rendered before them, its skeleton is followed by a render of the
 * whole list at once when they arrive (a store update is never time-sliced), a long task on a phone.
 */
const FIRST_ANSWERS_MAX_MS = 500;

/** The route path of a location hash (`#/pages/market/market?tab=spot` → `/pages/market/market`); `/` is home. */
export function pathOfHash(hash: string): string {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  return path === '/' ? ROUTES.home.path : path;
}

/**
 * Starts the landing route's strings, page and API calls; resolves when its strings and page are in and its
 * calls have answered (at most FIRST_ANSWERS_MAX_MS later), so the first render shows the page with its data
 * at once. A page that fails to load is left to render (and to show its error) as usual.
 */
export function prefetchRoute(path: string, qc: QueryClient): Promise<void> {
  const page = routeOfPath(path)?.page.preload().catch(() => undefined);
  const answered = startLandingCalls(path, qc);
  const waitAtMost = () => new Promise<void>((resolve) => setTimeout(resolve, FIRST_ANSWERS_MAX_MS));
  return Promise.all([loadRouteStrings(path), page]).then(() => Promise.race([answered, waitAtMost()]));
}

/**
 * Starts a route's landing calls, in turn; resolves once all have answered. index.html has started the same
 * requests already (`landingCalls.ts`, `early.ts`): the client takes those answers.
 */
export function startLandingCalls(path: string, qc: QueryClient): Promise<void> {
  return inTurn(routeData[path]?.calls(qc) ?? []);
}

/** Loads the strings a route's page uses (idempotent); resolves when they are in, failures included. */
export function loadRouteStrings(path: string): Promise<void> {
  const ns = namespacesOfPath(path).filter((n) => namespaces.includes(n));
  return ns.length ? loadNamespaces(ns).catch(() => undefined) : Promise.resolve();
}
