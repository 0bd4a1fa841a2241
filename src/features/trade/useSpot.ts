/**
 * Spot coin trading (`src/api/trade/spot.ts`): balances of the exchange account, submitting, the order list and
 * cancelling. Writes are never retried and refresh the coin and wallet queries.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useIntentKey } from '@/ui/Form';
import { cancelSpotOrder, coinKeys, spotOrdersInfiniteQuery, submitSpotOrder } from '@/api/trade/spot';
import type { Market } from '@/api/market';
import type { SpotStatus, SpotSubmit } from '@/api/schemas/trade';
import { walletKeys, walletListQuery, type Wallets } from '@/api/wallet';
import { PAGE_SIZE } from '@/lib/constants';
import { useIsLoggedIn } from '@/state/session';

/** Available base and quote of the exchange (`change`) account, for the spot ticket. */
export interface SpotBalances {
  base: string;
  quote: string;
}

export function spotBalancesOf(wallets: Wallets, market: Pick<Market, 'currency_id' | 'legal_id'>): SpotBalances {
  const balances = wallets.accounts.change.balances;
  const of = (id: number) => balances.find((b) => b.currencyId === id)?.available ?? '0';
  return { base: of(market.currency_id), quote: of(market.legal_id) };
}

/** The pair's available balances (signed in). */
export function useSpotBalances(market: Market | undefined) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    ...walletListQuery(),
    enabled: loggedIn && Boolean(market),
    select: (wallets: Wallets) => (market ? spotBalancesOf(wallets, market) : undefined),
  });
}

function refresh(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: coinKeys.all }),
    queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  ]);
}

/** Places a spot order (never retried). */
export function useSubmitSpotOrder() {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationKey: ['coin', 'trade', {}],
    retry: 0,
    // one booking per intent: a double tap or a retry of this order carries the same Idempotency-Key
    mutationFn: (p: SpotSubmit) => submitSpotOrder(p, { idempotencyKey: intent.keyFor(p) }),
    onSuccess: () => intent.done(),
    onSettled: () => refresh(queryClient),
  });
}

/** The user's spot orders, 10 a page, optionally one status and one pair. */
export function useSpotOrders(status?: SpotStatus, market?: Market) {
  const loggedIn = useIsLoggedIn();
  return useInfiniteQuery({
    ...spotOrdersInfiniteQuery({
      ...(status ? { status } : {}),
      ...(market ? { currencyId: market.currency_id, legalId: market.legal_id } : {}),
      limit: PAGE_SIZE,
    }),
    enabled: loggedIn,
  });
}

/** Cancels a resting spot order. */
export function useCancelSpotOrder() {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationKey: ['coin', 'cancel', {}],
    retry: 0,
    mutationFn: (id: number) => cancelSpotOrder(id, { idempotencyKey: intent.keyFor(id) }),
    onSuccess: () => intent.done(),
    onSettled: () => refresh(queryClient),
  });
}
