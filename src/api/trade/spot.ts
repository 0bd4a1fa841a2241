/**
 * Coin area: simple spot orders (wire-facts §7).
 *
 * Plain calls (all signed in)
 *   submitSpotOrder(SpotSubmit): Promise<string>                                  POST /coin/trade
 *   getSpotOrders({ page, limit, currencyId?, legalId?, status? }): Promise<Page<SpotOrder>>  GET /coin/list
 *   cancelSpotOrder(id): Promise<string>                                          PUT  /coin/trade
 * The `string`s are the server's confirmation texts ('' from the family's submit).
 *
 * Query options (keys `['coin', call, params]`, see `coinKeys`): `spotOrdersInfiniteQuery({ currencyId?,
 * legalId?, status? })` (pages of 10; the family answers a plain list, so a short page is the last).
 *
 * The wire shapes and their adapter: `../wire/trade/spot.ts`.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/lib/constants';
import { request, type Intent } from '../client';
import type { Page } from '../paging';
import { ackText } from '../schemas/primitives';
import type { SpotOrder, SpotStatus, SpotSubmit } from '../schemas/trade';
import { SPOT_STATUS_CODES, spotOrdersSchema } from '../wire/trade/spot';

export interface SpotOrdersFilter {
  /** Both or neither: one pair's orders, or every pair's. */
  currencyId?: number;
  legalId?: number;
  status?: SpotStatus;
}

export interface SpotOrdersParams extends SpotOrdersFilter {
  page: number;
  limit: number;
}

// ---- calls ----

/**
 * Places a spot order. `order_type` is the demo exchange's (the family's spot orders all rest at
 * `target_price`); a market order sends the price shown when it was placed.
 */
export function submitSpotOrder(p: SpotSubmit, intent?: Intent): Promise<string> {
  return request('coin/trade', {
    idempotencyKey: intent?.idempotencyKey,
    params: {
      legal_id: p.legalId,
      currency_id: p.currencyId,
      currency_name: p.currencyName,
      type: p.side === 'buy' ? 1 : 2,
      target_price: p.price,
      amount: p.amount,
      order_type: p.kind,
    },
    // refusals are shown by the ticket, beside the form it keeps
    quiet: true,
    schema: ackText,
  });
}

export function getSpotOrders(p: SpotOrdersParams): Promise<Page<SpotOrder>> {
  return request('coin/list', {
    method: 'GET',
    params: {
      page: p.page,
      limit: p.limit,
      currency_id: p.currencyId,
      legal_id: p.legalId,
      status: p.status === undefined ? undefined : SPOT_STATUS_CODES[p.status],
    },
    schema: spotOrdersSchema({ page: p.page, limit: p.limit }),
    background: true,
  });
}

/** Cancels a resting order (the family's `PUT /coin/trade`). */
export function cancelSpotOrder(id: number, intent?: Intent): Promise<string> {
  return request('coin/trade', {
    method: 'PUT',
    params: { id },
    schema: ackText,
    idempotencyKey: intent?.idempotencyKey,
  });
}

// ---- queries ----

export const coinKeys = {
  all: ['coin'] as const,
  list: (p: SpotOrdersFilter) => ['coin', 'list', p] as const,
};

/** The orders, PAGE_SIZE a page, until a page comes back short. */
export const spotOrdersInfiniteQuery = (p: SpotOrdersFilter & { limit?: number }) =>
  infiniteQueryOptions({
    queryKey: coinKeys.list(p),
    queryFn: ({ pageParam }) => getSpotOrders({ ...p, page: pageParam, limit: p.limit ?? PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last: Page<SpotOrder>) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 5_000,
  });
