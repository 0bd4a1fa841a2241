/**
 * Seconds orders in the query cache: a settlement (`closed_microorder`) and a new order are written into every
 * cached seconds list at once, without a refetch: a new order shows first in the open lists, a settled one leaves
 * them and shows first in the history.
 *
 * A list's filter and pair are read from its query key's params object (`[area, call, { filter, matchId }]`,
 * the house's key shape); a key without them counts as "every order".
 */
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Page } from '@/api/paging';
import type { MicroFilter, MicroOrder } from '@/api/schemas/trade';

type Pages = InfiniteData<Page<MicroOrder>>;

interface ListParams {
  filter: MicroFilter;
  matchId: number | undefined;
}

function isPages(data: unknown): data is Pages {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as Pages).pages) &&
    (data as Pages).pages.every((p) => typeof p === 'object' && p !== null && Array.isArray(p.items))
  );
}

/** The list's filter and pair, from its key. */
export function listParamsOf(key: QueryKey): ListParams {
  const params = key.find((part): part is Record<string, unknown> => typeof part === 'object' && part !== null && !Array.isArray(part));
  const filter = params?.filter;
  const matchId = params?.matchId;
  return {
    filter: filter === 'open' || filter === 'closed' ? filter : 'all',
    matchId: typeof matchId === 'number' ? matchId : undefined,
  };
}

const belongs = (order: MicroOrder, list: ListParams, settled: boolean) =>
  (list.matchId === undefined || list.matchId === order.matchId) &&
  (list.filter === 'all' || (list.filter === 'closed') === settled);

const isSettled = (order: MicroOrder) => order.status === 'closed' || order.result !== null;

/** `total` changed by `by` (unknown stays unknown). */
const plus = (total: number | undefined, by: number) => (total === undefined ? undefined : Math.max(0, total + by));

/**
 * `data` with `order` written in. A settled order leaves every open list at once (its result is announced
 * elsewhere, it no longer counts down); otherwise it replaces the row a list has, keeping its place, or goes first
 * in a list it belongs to.
 */
export function upsertOrder(data: Pages, order: MicroOrder, list: ListParams): Pages {
  const settled = isSettled(order);
  const has = data.pages.some((page) => page.items.some((o) => o.id === order.id));
  if (has && settled && list.filter === 'open') {
    return {
      ...data,
      pages: data.pages.map((page) =>
        page.items.some((o) => o.id === order.id)
          ? { ...page, items: page.items.filter((o) => o.id !== order.id), total: plus(page.total, -1) }
          : { ...page, total: plus(page.total, -1) },
      ),
    };
  }
  if (has) {
    return {
      ...data,
      pages: data.pages.map((page) =>
        page.items.some((o) => o.id === order.id) ? { ...page, items: page.items.map((o) => (o.id === order.id ? order : o)) } : page,
      ),
    };
  }
  if (!belongs(order, list, settled) || data.pages.length === 0) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first!, items: [order, ...first!.items], total: plus(first!.total, 1) }, ...rest] };
}

/** Writes `order` into every cached seconds list under `root` (the micro area's query keys). */
export function writeMicroOrder(queryClient: QueryClient, root: QueryKey, order: MicroOrder) {
  for (const [key, data] of queryClient.getQueriesData({ queryKey: root })) {
    if (!isPages(data)) continue;
    const next = upsertOrder(data, order, listParamsOf(key));
    if (next !== data) queryClient.setQueryData(key, next);
  }
}
