import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntentKey } from '@/ui/Form';
import { useAtom } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import {
  fiatRatesQuery,
  ledgerEntriesQuery,
  transferBetweenAccounts,
  transferHistoryQuery,
  walletKeys,
  walletListQuery,
  type AccountTransfer,
  type LedgerFilter,
} from '@/api/wallet';
import {
  exchangeCoins,
  exchangeCoinsQuery,
  exchangeKeys,
  exchangeQuoteQuery,
  type CoinPair,
  type ExchangeQuote,
} from '@/api/wallet/exchange';
import { assetUrl } from '@/api/base';
import { coinsQuery } from '@/api/market';
import { leverKeys } from '@/api/trade/contract';
import { microKeys } from '@/api/trade/seconds';
import { depositKeys } from '@/api/wallet/deposit';
import { withdrawKeys } from '@/api/wallet/withdraw';
import { useMessageArrivals } from '@/features/messages';
import { DEFAULT_FIAT, fiatAtom } from '@/state/fiat';
import { useIsLoggedIn } from '@/state/session';
import { toast } from '@/ui/Toast';

/** The signed-in user's balances, every account. */
export function useWallets() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...walletListQuery(), enabled: loggedIn });
}

/**
 * The display fiat: the stored choice (default USD, rate 1), its rate refreshed from the exchange-rate service,
 * the currencies to choose from and `choose(code)`.
 */
export function useFiat() {
  const [fiat, setFiat] = useAtom(fiatAtom);
  const rates = useQuery(fiatRatesQuery());
  const live = rates.data?.find((r) => r.code === fiat.currency_code);
  useEffect(() => {
    if (live && live.rate !== fiat.rate) setFiat({ currency_code: live.code, rate: live.rate });
  }, [live, fiat.rate, setFiat]);
  const options = useMemo(
    () => rates.data ?? [{ code: DEFAULT_FIAT.currency_code, rate: DEFAULT_FIAT.rate }],
    [rates.data],
  );
  const choose = useCallback(
    (code: string) => {
      const found = options.find((r) => r.code === code);
      if (found) setFiat({ currency_code: found.code, rate: found.rate });
    },
    [options, setFiat],
  );
  return { code: fiat.currency_code, rate: live?.rate ?? fiat.rate, options, choose };
}

/**
 * While a page showing balances is open, a station message arriving (a deposit credited, a withdrawal paid out or
 * refused, a contract settled: issue 28 item 5) says so in a toast and reads the balances and records again.
 */
export function useRefreshOnMoneyEvents() {
  const queryClient = useQueryClient();
  useMessageArrivals((arrived) => {
    const newest = arrived[0];
    if (newest?.title) toast.show(newest.title);
    for (const queryKey of [walletKeys.all, depositKeys.all, withdrawKeys.all])
      void queryClient.invalidateQueries({ queryKey });
  });
}

/**
 * Each coin's logo by its name (`/currency/list`'s `image`, made absolute): undefined until the list is known and
 * for a coin without one (the icon then draws its lettered disc).
 */
export function useCoinImages(): (name: string) => string | undefined {
  const { data } = useQuery(coinsQuery());
  return useCallback((name: string) => {
    const image = data?.find((c) => c.name === name && c.image)?.image;
    return image ? assetUrl(image) : undefined;
  }, [data]);
}

/**
 * Moves money between two of the user's accounts; the balances and records are read again afterwards — the trade
 * tickets' too (`/lever/deal`, `/microtrade/payable_currencies`), so a ticket whose "Insufficient balance" sent the
 * user here shows the money moved in when they come back (issue 28).
 */
export function useAccountTransfer() {
  const queryClient = useQueryClient();
  // one booking per intent: a double tap or a retry of the same request carries the same Idempotency-Key
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (p: AccountTransfer) => transferBetweenAccounts(p, { idempotencyKey: intent.keyFor(p) }),
    onSuccess: (message) => {
      intent.done();
      toast.success(message);
    },
    // also after a failure: another device may have moved the money the form was showing
    onSettled: () =>
      Promise.all(
        [walletKeys.all, leverKeys.all, microKeys.payCurrencies()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** Balance movements, paged. */
export function useLedgerEntries(filter: LedgerFilter) {
  const loggedIn = useIsLoggedIn();
  return useInfiniteQuery({ ...ledgerEntriesQuery(filter), enabled: loggedIn });
}

/** Transfers between the user's accounts, paged. */
export function useTransferHistory() {
  const loggedIn = useIsLoggedIn();
  return useInfiniteQuery({ ...transferHistoryQuery(), enabled: loggedIn });
}

/** The coins the exchange accepts, with the user's change balances. */
export function useExchangeCoins() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...exchangeCoinsQuery(), enabled: loggedIn });
}

/** The live quote for a pair (refreshed every 10 s); off while the pair is incomplete. */
export function useExchangeQuote(pair: CoinPair | null) {
  return useQuery({ ...exchangeQuoteQuery(pair ?? { from: 0, to: 0 }), enabled: pair !== null });
}

/** Exchanges at the quote shown; balances and quotes are read again afterwards, success or not. */
export function useExchange() {
  const queryClient = useQueryClient();
  // one booking per intent: a double tap or a retry of the same request carries the same Idempotency-Key
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (p: CoinPair & { amount: string; quote: ExchangeQuote }) =>
      exchangeCoins(p, { idempotencyKey: intent.keyFor(p) }),
    onSuccess: (message) => {
      intent.done();
      toast.success(message);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: exchangeKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
}
