/**
 * Seconds contracts (`src/api/trade/seconds.ts`): pay currencies, durations, placing a bet, the open and settled lists
 * (5 a page), and the settlement feed written straight into those lists.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntentKey } from '@/ui/Form';
import { useTranslation } from 'react-i18next';
import {
  microKeys,
  microOrdersInfiniteQuery,
  payCurrenciesQuery,
  secondsOptionsQuery,
  submitMicroOrder,
} from '@/api/trade/seconds';
import type { MicroFilter, MicroSettlement, MicroSubmit } from '@/api/schemas/trade';
import { walletKeys } from '@/api/wallet';
import { OPTIONS_PAGE_SIZE } from '@/lib/constants';
import { toDec } from '@/lib/decimal';
import { formatNumber } from '@/lib/format';
import { useIsLoggedIn } from '@/state/session';
import { toast } from '@/ui/Toast';
import { useNumberLocale } from '@/ui/_shared';
import { useMicroOrderClosed } from './live';
import { writeMicroOrder } from './secondsCache';

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

/** Places a bet (never retried); the new order goes straight into the open lists. */
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}

/** The user's seconds orders: open, settled or all, optionally for one pair. */
export function useMicroOrders(filter: MicroFilter, matchId?: number) {
  const loggedIn = useIsLoggedIn();
  return useInfiniteQuery({
    ...microOrdersInfiniteQuery({ filter, ...(matchId !== undefined ? { matchId } : {}), limit: OPTIONS_PAGE_SIZE }),
    enabled: loggedIn,
  });
}

/**
 * While mounted: every settled order the server pushes is written into the cached lists at once (its result
 * shows where it is), announced in a toast, and the balances refresh.
 */
export function useMicroSettlement() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('trade');
  const locale = useNumberLocale();
  useMicroOrderClosed(({ order }: MicroSettlement) => {
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    // only the id came (one fork): the lists are read again
    if (!order) return void queryClient.invalidateQueries({ queryKey: microKeys.all });
    writeMicroOrder(queryClient, microKeys.all, order);
    const profit = formatNumber(toDec(order.profit)?.abs(), 'balance', { locale });
    const text =
      order.result === 'win'
        ? t('seconds.settled.win', { symbol: order.symbol, profit, currency: order.currency })
        : order.result === 'loss'
          ? t('seconds.settled.loss', { symbol: order.symbol, profit, currency: order.currency })
          : t('seconds.settled.flat', { symbol: order.symbol });
    toast.show(text, { kind: order.result === 'win' ? 'success' : 'info' });
  });
}
