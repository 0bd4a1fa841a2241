/**
 * Spot coin trading (`src/api/trade/spot.ts`): balances of the exchange account, submitting, the order list and
 * cancelling. Writes are never retried and refresh the coin and wallet queries.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useIntentKey } from '@/ui/Form';
import { cancelSpotOrder, coinKeys, getSpotOrders, spotOrdersInfiniteQuery, submitSpotOrder } from '@/api/trade/spot';
import type { Market } from '@/api/market';
import type { SpotOrder, SpotStatus, SpotSubmit } from '@/api/schemas/trade';
import { walletKeys, walletListQuery, type Wallets } from '@/api/wallet';
import { PAGE_SIZE } from '@/lib/constants';
import { toDec } from '@/lib/decimal';
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

export interface SpotSubmitResult {
  /** A market order as it filled (amount, average price, fee); null for a limit order, or when it could not be read. */
  filled: SpotOrder | null;
}

/**
 * Places a spot order (never retried). `/coin/trade` answers an empty text, so a market order's fill (it fills at
 * once) is read back from the pair's filled orders: the newest of this side and amount.
 */
export function useSubmitSpotOrder() {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationKey: ['coin', 'trade', {}],
    retry: 0,
    mutationFn: async (p: SpotSubmit): Promise<SpotSubmitResult> => {
      // one booking per intent: a double tap or a retry of this order carries the same Idempotency-Key
      await submitSpotOrder(p, { idempotencyKey: intent.keyFor(p) });
      intent.done();
      if (p.kind !== 'market') return { filled: null };
      // the order stands whatever happens next: without its fill, the toast says only that it was placed
      return { filled: await readFill(p).catch(() => null) };
    },
    onSettled: () => refresh(queryClient),
  });
}

async function readFill(p: SpotSubmit): Promise<SpotOrder | null> {
  const page = await getSpotOrders({ page: 1, limit: PAGE_SIZE, currencyId: p.currencyId, legalId: p.legalId, status: 'filled' });
  const amount = toDec(p.amount);
  const mine = page.items.filter((o) => o.side === p.side && amount !== null && toDec(o.amount)?.eq(amount));
  return mine.reduce<SpotOrder | null>((a, o) => (!a || o.id > a.id ? o : a), null);
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
