/**
 * Micro area: seconds contracts — pay currencies, durations, orders and their settlement (wire-facts §6).
 *
 * Plain calls (all signed in)
 *   getPayCurrencies(): Promise<PayCurrency[]>                             GET  /microtrade/payable_currencies
 *       (every coin a bet can be paid in: USDT, and on the demo each seconds pair's base coin, with its limits)
 *   getSecondsOptions(): Promise<SecondsOption[]>                          GET  /microtrade/seconds
 *       (the family answers "none" with `type: 'error'`: that is an empty list, not a failure)
 *   submitMicroOrder(MicroSubmit): Promise<MicroOrder>                     POST /microtrade/submit
 *   getMicroOrders({ matchId?, filter, page, limit }): Promise<Page<MicroOrder>>   GET /microtrade/lists
 *   cancelMicroOrder(id): Promise<string>                                  POST /microtrade/cancelMicOrder
 *       (not found in the family's public servers: the demo exchange's; a platform may refuse it)
 *
 * Query options (keys `['micro', call, params]`, see `microKeys`): `payCurrenciesQuery()`,
 * `secondsOptionsQuery()`, `microOrdersInfiniteQuery({ matchId?, filter })` (pages of 5). Settlements arrive
 * as the `closed_microorder` push (`@/realtime/trade`).
 *
 * The wire shapes and their adapters (units, countdown times): `../wire/trade/seconds.ts`.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { OPTIONS_PAGE_SIZE } from '@/lib/constants';
import { request, type Intent } from '../client';
import { isApiError } from '../errors';
import type { Page } from '../paging';
import { ackText } from '../schemas/primitives';
import type { MicroFilter, MicroOrder, MicroSubmit, PayCurrency, SecondsOption } from '../schemas/trade';
import { microOrderSchema, microOrdersSchema, payCurrenciesSchema, secondsOptionsSchema } from '../wire/trade/seconds';

export interface MicroOrdersFilter {
  /** One pair's orders (its match id; T's server ignores it and lists every pair's). */
  matchId?: number;
  filter: MicroFilter;
}

export interface MicroOrdersParams extends MicroOrdersFilter {
  page: number;
  limit: number;
}

const FILTER_CODES: Record<MicroFilter, number> = { open: 1, closed: 3, all: -1 };

// ---- calls ----

export function getPayCurrencies(): Promise<PayCurrency[]> {
  return request('microtrade/payable_currencies', {
    method: 'GET',
    schema: payCurrenciesSchema,
    background: true,
  });
}

export async function getSecondsOptions(): Promise<SecondsOption[]> {
  try {
    return await request('microtrade/seconds', {
      method: 'GET',
      schema: secondsOptionsSchema,
      background: true,
      quiet: true,
    });
  } catch (error) {
    // the family's answer when no duration is enabled
    if (isApiError(error) && error.kind === 'business') return [];
    throw error;
  }
}

/** Places a seconds contract; resolves the created order (its countdown starts from it). */
export async function submitMicroOrder(p: MicroSubmit, intent?: Intent): Promise<MicroOrder> {
  return request('microtrade/submit', {
    idempotencyKey: intent?.idempotencyKey,
    params: {
      match_id: p.matchId,
      currency_id: p.currencyId,
      currency_name: p.currencyName,
      type: p.direction === 'up' ? 1 : 2,
      seconds: p.seconds,
      number: p.amount,
    },
    // refusals are shown by the ticket, beside the form it keeps
    quiet: true,
    schema: microOrderSchema(),
  });
}

export function getMicroOrders(p: MicroOrdersParams): Promise<Page<MicroOrder>> {
  return request('microtrade/lists', {
    method: 'GET',
    params: { match_id: p.matchId, status: FILTER_CODES[p.filter], page: p.page, limit: p.limit },
    schema: microOrdersSchema({ page: p.page, limit: p.limit }),
    background: true,
  });
}

export function cancelMicroOrder(id: number): Promise<string> {
  return request('microtrade/cancelMicOrder', { params: { id }, schema: ackText });
}

// ---- queries ----

export const microKeys = {
  all: ['micro'] as const,
  payCurrencies: () => ['micro', 'payable_currencies', {}] as const,
  seconds: () => ['micro', 'seconds', {}] as const,
  orders: (p: MicroOrdersFilter) => ['micro', 'lists', p] as const,
};

export const payCurrenciesQuery = () =>
  queryOptions({ queryKey: microKeys.payCurrencies(), queryFn: getPayCurrencies, staleTime: 10_000 });

export const secondsOptionsQuery = () =>
  queryOptions({ queryKey: microKeys.seconds(), queryFn: getSecondsOptions, staleTime: 5 * 60_000 });

/** The orders, OPTIONS_PAGE_SIZE a page, until a page says there is no more. */
export const microOrdersInfiniteQuery = (p: MicroOrdersFilter & { limit?: number }) =>
  infiniteQueryOptions({
    queryKey: microKeys.orders(p),
    queryFn: ({ pageParam }) =>
      getMicroOrders({ ...p, page: pageParam, limit: p.limit ?? OPTIONS_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last: Page<MicroOrder>) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 5_000,
  });
