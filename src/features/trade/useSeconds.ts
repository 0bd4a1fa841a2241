/**
 * Seconds contracts (`src/api/trade/seconds.ts`): pay currencies, durations, placing a bet, the open and settled lists
 * (5 a page), and the settlements: written straight into those lists, the balances refreshed, each result kept until
 * the user has seen it (`useMicroSettlement`).
 */
import { useCallback, useEffect, useState } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useIntentKey } from '@/ui/Form';
import { getMicroOrders, microKeys, microOrdersInfiniteQuery, payCurrenciesQuery, secondsOptionsQuery, submitMicroOrder } from '@/api/trade/seconds';
import type { Page } from '@/api/paging';
import type { MicroFilter, MicroOrder, MicroSettlement, MicroSubmit } from '@/api/schemas/trade';
import { walletKeys } from '@/api/wallet';
import { OPTIONS_PAGE_SIZE } from '@/lib/constants';
import { now } from '@/lib/time';
import { useIsLoggedIn } from '@/state/session';
import { useLatest } from '@/ui/_shared';
import { useMicroOrderClosed } from './live';
import { listParamsOf, writeMicroOrder } from './secondsCache';

/** How long after a bet's end its open list asks again, when no settlement has come by then (the socket is down). */
export const SETTLE_GRACE_MS = 3000;
/** The history rows read to find bets that left the open list without a settlement push (at most 20 run at once). */
const RECENT_SETTLED = 20;

/** The currencies a bet can be paid in, with limits, presets and the user's micro balance (signed in). */
export function usePayCurrencies() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...payCurrenciesQuery(), enabled: loggedIn });
}

/**
 * The durations on offer, each with its profit ratio and minimum stake (signed in: the server answers a visitor
 * with "please log in", which would send them off the page they are only looking at).
 */
export function useSecondsOptions() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...secondsOptionsQuery(), enabled: loggedIn });
}

/** Every figure a bet or a settlement changes: the wallet and the ticket's "Available" (the pay currencies). */
function refreshBalances(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  void queryClient.invalidateQueries({ queryKey: microKeys.payCurrencies() });
}

/** Places a bet (never retried); the new order goes straight into the open lists, the stake off "Available". */
export function useSubmitMicroOrder() {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationKey: ['micro', 'submit', {}],
    retry: 0,
    // one booking per intent: a double tap or a retry of this bet carries the same Idempotency-Key
    mutationFn: (p: MicroSubmit) => submitMicroOrder(p, { idempotencyKey: intent.keyFor(p) }),
    onSuccess: (order) => {
      intent.done();
      writeMicroOrder(queryClient, microKeys.all, order);
    },
    onSettled: () => refreshBalances(queryClient),
  });
}

/** Milliseconds until an open list should ask again: just after its first bet's end (false: nothing running). */
export function untilNextDue(data: { pages: Page<MicroOrder>[] } | undefined, at: number): number | false {
  const ends = (data?.pages ?? []).flatMap((p) => p.items.filter((o) => o.result === null).map((o) => o.endsAt));
  return ends.length === 0 ? false : Math.max(0, Math.min(...ends) - at) + SETTLE_GRACE_MS;
}

/**
 * The user's seconds orders: open, settled or all, optionally for one pair. An open list asks again just after
 * each bet's end, so a settlement shows even when its push does not come (the push usually beats it).
 */
export function useMicroOrders(filter: MicroFilter, matchId?: number) {
  const loggedIn = useIsLoggedIn();
  return useInfiniteQuery({
    ...microOrdersInfiniteQuery({ filter, ...(matchId !== undefined ? { matchId } : {}), limit: OPTIONS_PAGE_SIZE }),
    enabled: loggedIn,
    refetchInterval: filter === 'open' ? (query) => untilNextDue(query.state.data, now()) : false,
  });
}

/** Settled orders already announced, per query client (a server may replay its last push to a newcomer). */
const announcedBy = new WeakMap<QueryClient, Set<number>>();
function announcedIn(queryClient: QueryClient): Set<number> {
  let set = announcedBy.get(queryClient);
  if (!set) announcedBy.set(queryClient, (set = new Set()));
  return set;
}

/** The ids each cached open list held last, and calls `onGone` with those a later answer no longer has. */
function useLeftOpenLists(onGone: (ids: number[]) => void) {
  const queryClient = useQueryClient();
  const latest = useLatest(onGone);
  useEffect(() => {
    const held = new Map<string, Set<number>>();
    return queryClient.getQueryCache().subscribe((event) => {
      const { query } = event;
      if (event.type !== 'updated' || query.queryKey[0] !== microKeys.all[0] || query.queryKey[1] !== 'lists') return;
      if (listParamsOf(query.queryKey).filter !== 'open') return;
      const data = query.state.data as { pages?: Page<MicroOrder>[] } | undefined;
      if (!Array.isArray(data?.pages)) return;
      const ids = new Set(data.pages.flatMap((p) => p.items.map((o) => o.id)));
      const before = held.get(query.queryHash);
      held.set(query.queryHash, ids);
      const gone = before ? [...before].filter((id) => !ids.has(id)) : [];
      if (gone.length > 0) latest.current(gone);
    });
  }, [queryClient, latest]);
}

/**
 * While mounted: each settlement the server pushes is written into the cached lists at once (it leaves "Open
 * contracts"), the balances refresh, and the settled order waits in `results` (the result sheet) until `dismiss`.
 * A bet that leaves an open list without a push (the socket down, or a fork that sends only the id) is looked up
 * in the history and announced the same way, once.
 */
export function useMicroSettlement(): { results: readonly MicroOrder[]; dismiss: () => void } {
  const queryClient = useQueryClient();
  const [results, setResults] = useState<readonly MicroOrder[]>([]);

  const announce = useCallback(
    (orders: readonly MicroOrder[]) => {
      const announced = announcedIn(queryClient);
      const fresh = orders.filter((o) => o.result !== null && !announced.has(o.id));
      fresh.forEach((o) => announced.add(o.id));
      if (fresh.length > 0) setResults((shown) => [...shown, ...fresh]);
    },
    [queryClient],
  );

  useMicroOrderClosed(({ order }: MicroSettlement) => {
    refreshBalances(queryClient);
    // only the id came (one fork): the lists are read again, and the bet found in the history once it leaves
    if (!order) return void queryClient.invalidateQueries({ queryKey: microKeys.all });
    announce([order]);
    writeMicroOrder(queryClient, microKeys.all, order);
  });

  useLeftOpenLists((gone) => {
    const announced = announcedIn(queryClient);
    const unheard = gone.filter((id) => !announced.has(id));
    if (unheard.length === 0) return;
    refreshBalances(queryClient);
    void queryClient.invalidateQueries({
      queryKey: microKeys.all,
      predicate: (q) => q.queryKey[1] === 'lists' && listParamsOf(q.queryKey).filter !== 'open',
    });
    getMicroOrders({ filter: 'closed', page: 1, limit: RECENT_SETTLED })
      .then((page) => announce(page.items.filter((o) => unheard.includes(o.id))))
      .catch(() => undefined); // the history shows it when it can be read
  });

  return { results, dismiss: useCallback(() => setResults([]), []) };
}
