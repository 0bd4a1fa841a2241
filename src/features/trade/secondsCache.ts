/**
 * Seconds orders in the query cache: a settlement (`closed_microorder`) and a new order are written into every
 * cached seconds list at once, so the result appears the moment the server says so, without a refetch.
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

/**
 * `data` with `order` written in: replaced where the list has it (an open list keeps a settled order, now
 * showing its result, until its next refetch); otherwise put first when the list is one it belongs to.
 */
export function upsertOrder(data: Pages, order: MicroOrder, list: ListParams): Pages {
  let found = false;
  const pages = data.pages.map((page) => {
    if (!page.items.some((o) => o.id === order.id)) return page;
    found = true;
    return { ...page, items: page.items.map((o) => (o.id === order.id ? order : o)) };
  });
  if (found) return { ...data, pages };
  const settled = order.status === 'closed' || order.result !== null;
  if (!belongs(order, list, settled) || pages.length === 0) return data;
  const [first, ...rest] = pages;
  return { ...data, pages: [{ ...first!, items: [order, ...first!.items], total: first!.total === undefined ? undefined : first!.total + 1 }, ...rest] };
}

/** Writes `order` into every cached seconds list under `root` (the micro area's query keys). */
export function writeMicroOrder(queryClient: QueryClient, root: QueryKey, order: MicroOrder) {
  for (const [key, data] of queryClient.getQueriesData({ queryKey: root })) {
    if (!isPages(data)) continue;
    const next = upsertOrder(data, order, listParamsOf(key));
    if (next !== data) queryClient.setQueryData(key, next);
  }
}
