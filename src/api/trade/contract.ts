/**
 * Lever area: perpetual contracts — the ticket's figures, orders, positions, stops and closing (wire-facts §5).
 *
 * Plain calls (all signed in)
 *   getLeverDeal({ currencyId, legalId }): Promise<LeverDeal>                       POST /lever/deal
 *   submitLeverOrder(LeverSubmit): Promise<string>                                  POST /lever/submit
 *   getLeverPositions({ currencyId, legalId, page, limit, status? })                POST /lever/dealall
 *       : Promise<LeverRisk & { orders: Page<LeverOrder> }>       (the server's default status: open)
 *   getLeverOrders({ filter, currencyId?, legalId?, page, limit })                  POST /lever/my_trade
 *       : Promise<{ risk: LeverRisk; orders: Page<LeverOrder> }>
 *   closeLeverPosition(id): Promise<string>                                         POST /lever/close
 *   setLeverStops({ id, takeProfit, stopLoss }): Promise<string>                    POST /lever/setstop
 *   closeAllLever(scope, pair?): Promise<string>                                    POST /lever/batch_close
 *   cancelLeverOrder(id): Promise<string>                                           POST /lever/cancel
 * The `string`s are the server's confirmation texts (already in the user's language).
 *
 * Query options (keys `['lever', call, params]`, see `leverKeys`): `leverDealQuery(pair)`,
 * `leverPositionsQuery(params)`, `leverOrdersInfiniteQuery({ filter, currencyId?, legalId? })` (pages of 10).
 * Live P&L and risk between fetches: the `lever_trade` push (`@/realtime/trade`).
 *
 * The wire shapes and their adapters: `../wire/trade/contract.ts`.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/lib/constants';
import { request, type Intent } from '../client';
import type { Page } from '../paging';
import { ackText } from '../schemas/primitives';
import type {
  CloseAllScope,
  LeverDeal,
  LeverFilter,
  LeverOrder,
  LeverRisk,
  LeverStatus,
  LeverSubmit,
} from '../schemas/trade';
import { leverDealSchema, leverOrdersSchema, leverPositionsSchema, leverStatusCode } from '../wire/trade/contract';

export interface LeverPair {
  currencyId: number;
  legalId: number;
}

export interface LeverPositionsParams extends LeverPair {
  page: number;
  limit: number;
  /** Positions by default (the server's own default, status 1). */
  status?: LeverStatus;
}

export interface LeverOrdersFilter {
  filter: LeverFilter;
  /** Both or neither: one pair's orders, or every pair's. */
  currencyId?: number;
  legalId?: number;
}

export interface LeverOrdersParams extends LeverOrdersFilter {
  page: number;
  limit: number;
}

export interface LeverStops {
  id: number;
  /** As typed: the family refuses 0 and a price on the wrong side of the position, with a message. */
  takeProfit: string;
  stopLoss: string;
}

// ---- calls ----

/** `/lever/deal` lists at most this many of the pair's open positions (`my_transaction`; the full list is paged). */
export const DEAL_OPEN_POSITIONS_MAX = 10;

export function getLeverDeal(p: LeverPair): Promise<LeverDeal> {
  return request('lever/deal', {
    params: { currency_id: p.currencyId, legal_id: p.legalId },
    schema: leverDealSchema,
    background: true,
  });
}

/** Opens a position (market) or places a resting limit order; resolves the server's confirmation text. */
export function submitLeverOrder(p: LeverSubmit, intent?: Intent): Promise<string> {
  const market = p.kind === 'market';
  return request('lever/submit', {
    idempotencyKey: intent?.idempotencyKey,
    params: {
      share: p.lots,
      multiple: p.leverage,
      type: p.side === 'long' ? 1 : 2,
      status: market ? 1 : 0,
      // the family reads the price of limit orders only; its client sends a placeholder for market ones
      target_price: market ? '0' : (p.price ?? ''),
      legal_id: p.legalId,
      currency_id: p.currencyId,
      password: '',
    },
    // refusals are shown by the ticket, beside the form it keeps
    quiet: true,
    schema: ackText,
  });
}

export function getLeverPositions(
  p: LeverPositionsParams,
): Promise<LeverRisk & { orders: Page<LeverOrder> }> {
  return request('lever/dealall', {
    params: {
      currency_id: p.currencyId,
      legal_id: p.legalId,
      page: p.page,
      limit: p.limit,
      status: p.status === undefined ? undefined : leverStatusCode(p.status),
    },
    schema: leverPositionsSchema({ page: p.page, limit: p.limit }),
    background: true,
  });
}

export function getLeverOrders(p: LeverOrdersParams): Promise<{ risk: LeverRisk; orders: Page<LeverOrder> }> {
  return request('lever/my_trade', {
    params: {
      status: p.filter === 'all' ? -1 : leverStatusCode(p.filter),
      currency_id: p.currencyId,
      legal_id: p.legalId,
      page: p.page,
      limit: p.limit,
    },
    schema: leverOrdersSchema({ page: p.page, limit: p.limit }),
    background: true,
  });
}

/** Closes one position at the market. */
export function closeLeverPosition(id: number, intent?: Intent): Promise<string> {
  return request('lever/close', { params: { id }, schema: ackText, idempotencyKey: intent?.idempotencyKey });
}

/** Sets a position's take-profit and stop-loss prices, both sent as typed. */
export function setLeverStops(p: LeverStops): Promise<string> {
  return request('lever/setstop', {
    params: { id: p.id, target_profit_price: p.takeProfit, stop_loss_price: p.stopLoss },
    schema: ackText,
  });
}

const SCOPE_CODES: Record<CloseAllScope, number> = { all: 0, long: 1, short: 2 };

/** Closes every position (or every long, or every short), of one pair when given; the server works it off later. */
export function closeAllLever(scope: CloseAllScope, pair?: LeverPair, intent?: Intent): Promise<string> {
  return request('lever/batch_close', {
    idempotencyKey: intent?.idempotencyKey,
    params: { type: SCOPE_CODES[scope], currency_id: pair?.currencyId, legal_id: pair?.legalId },
    schema: ackText,
  });
}

/** Cancels a pending (limit) order. */
export function cancelLeverOrder(id: number, intent?: Intent): Promise<string> {
  return request('lever/cancel', { params: { id }, schema: ackText, idempotencyKey: intent?.idempotencyKey });
}

// ---- queries ----

export const leverKeys = {
  all: ['lever'] as const,
  deal: (p: LeverPair) => ['lever', 'deal', p] as const,
  positions: (p: LeverPositionsParams) => ['lever', 'dealall', p] as const,
  orders: (p: LeverOrdersFilter) => ['lever', 'my_trade', p] as const,
};

export const leverDealQuery = (p: LeverPair) =>
  queryOptions({ queryKey: leverKeys.deal(p), queryFn: () => getLeverDeal(p), staleTime: 10_000 });

export const leverPositionsQuery = (p: LeverPositionsParams) =>
  queryOptions({ queryKey: leverKeys.positions(p), queryFn: () => getLeverPositions(p), staleTime: 5_000 });

/** The order history, PAGE_SIZE a page, until a page says there is no more. */
export const leverOrdersInfiniteQuery = (p: LeverOrdersFilter & { limit?: number }) =>
  infiniteQueryOptions({
    queryKey: leverKeys.orders(p),
    queryFn: ({ pageParam }) => getLeverOrders({ ...p, page: pageParam, limit: p.limit ?? PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.orders.hasMore ? last.orders.page + 1 : undefined),
    staleTime: 5_000,
  });
