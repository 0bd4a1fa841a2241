/**
 * Perpetual contracts (`src/api/trade/contract.ts`): the ticket's deal, submitting, positions and orders, closing,
 * TP/SL, cancelling. Every write is a mutation that is never retried (`retry: 0`: a POST sent twice is two
 * orders) and refreshes the lever and wallet queries when it settles.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useIntentKey } from '@/ui/Form';
import {
  cancelLeverOrder,
  closeAllLever,
  closeLeverPosition,
  getLeverOrders,
  leverDealQuery,
  leverKeys,
  leverOrdersInfiniteQuery,
  setLeverStops,
  submitLeverOrder,
} from '@/api/trade/contract';
import type { Market } from '@/api/market';
import type { CloseAllScope, LeverFilter, LeverOrder, LeverSubmit } from '@/api/schemas/trade';
import { walletKeys } from '@/api/wallet';
import { PAGE_SIZE } from '@/lib/constants';
import { useIsLoggedIn } from '@/state/session';

const pairOf = (market: Pick<Market, 'currency_id' | 'legal_id'>) => ({ currencyId: market.currency_id, legalId: market.legal_id });

function refresh(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: leverKeys.all }),
    queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  ]);
}

/** `/lever/deal` for the pair: balance, leverages, lot limits, the user's open positions on it (signed in). */
export function useLeverDeal(market: Market | undefined) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    ...leverDealQuery(pairOf(market ?? { currency_id: 0, legal_id: 0 })),
    enabled: loggedIn && Boolean(market),
  });
}

/** Take profit / stop loss asked for with a new order ('' = none). */
export interface Stops {
  takeProfit: string;
  stopLoss: string;
}

export interface LeverSubmitVars {
  order: LeverSubmit;
  stops?: Stops;
}

export interface LeverSubmitResult {
  /** The server's confirmation. */
  message: string;
  /** TP/SL asked for: set on the new position (true), or not found there yet (false: a resting limit order). */
  stopsSet?: boolean;
}

/**
 * Opens a position or places a limit order. `/lever/submit` takes no TP/SL and answers only a text, so TP/SL go
 * in a second call: the pair's positions and pending orders are read again and the newest one of this side, size
 * and leverage (ids only grow, and it must be newer than any known before) gets them.
 */
export function useSubmitLeverOrder() {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationKey: ['lever', 'submit', {}],
    retry: 0,
    mutationFn: async ({ order, stops }: LeverSubmitVars): Promise<LeverSubmitResult> => {
      const pair = { currencyId: order.currencyId, legalId: order.legalId };
      const known = queryClient.getQueryData(leverDealQuery(pair).queryKey)?.openOrders ?? [];
      const before = Math.max(0, ...known.map((o) => o.id));
      // one booking per intent: a double tap or a retry of this order carries the same Idempotency-Key
      const message = await submitLeverOrder(order, { idempotencyKey: intent.keyFor(order) });
      intent.done();
      if (!stops || (stops.takeProfit === '' && stops.stopLoss === '')) return { message };
      // the order stands whatever happens next: a failure here only means TP/SL are to be set on the position
      try {
        const [deal, pending] = await Promise.all([
          queryClient.fetchQuery({ ...leverDealQuery(pair), staleTime: 0 }),
          getLeverOrders({ filter: 'pending', ...pair, page: 1, limit: PAGE_SIZE }).catch(() => null),
        ]);
        const created = newest(
          [...deal.openOrders, ...(pending?.orders.items ?? [])].filter(
            (o) => o.id > before && o.side === order.side && o.lots === order.lots && o.leverage === order.leverage,
          ),
        );
        if (!created) return { message, stopsSet: false };
        await setLeverStops({ id: created.id, takeProfit: stops.takeProfit, stopLoss: stops.stopLoss });
        return { message, stopsSet: true };
      } catch {
        return { message, stopsSet: false };
      }
    },
    onSettled: () => refresh(queryClient),
  });
}

const newest = (orders: LeverOrder[]) => orders.reduce<LeverOrder | undefined>((a, o) => (!a || o.id > a.id ? o : a), undefined);

/** The user's contract orders by status (`/lever/my_trade`), 10 a page, optionally for one pair. */
export function useLeverOrders(filter: LeverFilter, market?: Market) {
  const loggedIn = useIsLoggedIn();
  return useInfiniteQuery({
    ...leverOrdersInfiniteQuery({ filter, ...(market ? pairOf(market) : {}), limit: PAGE_SIZE }),
    enabled: loggedIn,
  });
}

export interface ClosePositionResult {
  /** The server's confirmation ("Position closed"). */
  message: string;
  /** The position as it closed (exit price, realised P&L, fees); null when it could not be read back. */
  closed: LeverOrder | null;
}

/**
 * Closes one position at the market. `/lever/close` answers only a text, so the closed order (its exit price,
 * realised P&L and fees) is read back from the pair's closed orders (`/lever/my_trade`, newest first).
 */
export function useClosePosition() {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationKey: ['lever', 'close', {}],
    retry: 0,
    mutationFn: async (position: Pick<LeverOrder, 'id' | 'currencyId' | 'legalId'>): Promise<ClosePositionResult> => {
      const message = await closeLeverPosition(position.id, { idempotencyKey: intent.keyFor(position.id) });
      intent.done();
      // the position is closed whatever happens next: without the figures, the message alone is shown
      const closed = await readClosed(position).catch(() => null);
      return { message, closed };
    },
    onSettled: () => refresh(queryClient),
  });
}

const CLOSED_PAGE = 50;
const CLOSED_PAGES_READ = 5;

/**
 * One closed order of a pair, found in `/lever/my_trade`'s closed list: the first page, then from the last page
 * back (a list in opening order has recent positions at its end; one newest first, on its first page).
 */
async function readClosed(position: Pick<LeverOrder, 'id' | 'currencyId' | 'legalId'>): Promise<LeverOrder | null> {
  const read = (page: number) =>
    getLeverOrders({ filter: 'closed', currencyId: position.currencyId, legalId: position.legalId, page, limit: CLOSED_PAGE });
  const find = (answer: Awaited<ReturnType<typeof read>>) => answer.orders.items.find((o) => o.id === position.id) ?? null;
  const first = await read(1);
  const found = find(first);
  if (found) return found;
  const last = Math.ceil((first.orders.total ?? 0) / CLOSED_PAGE);
  for (let page = last; page > 1 && page > last - CLOSED_PAGES_READ; page--) {
    const hit = find(await read(page));
    if (hit) return hit;
  }
  return null;
}

/** Closes every position, the longs only or the shorts only (every pair). */
export function useCloseAll() {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationKey: ['lever', 'batch_close', {}],
    retry: 0,
    mutationFn: (scope: CloseAllScope) => closeAllLever(scope, undefined, { idempotencyKey: intent.keyFor(scope) }),
    onSuccess: () => intent.done(),
    onSettled: () => refresh(queryClient),
  });
}

/** Sets (or changes) a position's TP/SL; '' leaves one unset. */
export function useSetStops() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['lever', 'setstop', {}],
    retry: 0,
    mutationFn: (p: { id: number } & Stops) => setLeverStops(p),
    onSettled: () => refresh(queryClient),
  });
}

/** Cancels a resting limit order (its fee is not refunded). */
export function useCancelLeverOrder() {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationKey: ['lever', 'cancel', {}],
    retry: 0,
    mutationFn: (id: number) => cancelLeverOrder(id, { idempotencyKey: intent.keyFor(id) }),
    onSuccess: () => intent.done(),
    onSettled: () => refresh(queryClient),
  });
}
