import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntentKey } from '@/ui/Form';
import {
  coinRateQuery,
  depositAddressesQuery,
  depositKeys,
  depositRecordsQuery,
  fundingCoinsQuery,
  submitDeposit,
  type DepositInput,
} from '@/api/wallet/deposit';
import { walletKeys } from '@/api/wallet';
import {
  submitWithdrawal,
  withdrawInfoQuery,
  withdrawKeys,
  withdrawRecordsQuery,
  type WithdrawalInput,
} from '@/api/wallet/withdraw';
import { useIsLoggedIn } from '@/state/session';
import { toast } from '@/ui/Toast';

/** The coins that can be deposited or withdrawn, with their rules and the change balance. */
export function useFundingCoins() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...fundingCoinsQuery(), enabled: loggedIn });
}

/** The user's deposit address on each network of a coin (off while no coin or deposits are closed). */
export function useDepositAddresses(currencyId: number | null) {
  return useQuery({ ...depositAddressesQuery(currencyId ?? 0), enabled: currencyId !== null });
}

export function useCoinRate(currencyId: number | null) {
  return useQuery({ ...coinRateQuery(currencyId ?? 0), enabled: currencyId !== null });
}

/** Asks for a reviewed deposit; the records are read again afterwards. */
export function useSubmitDeposit() {
  const queryClient = useQueryClient();
  // one booking per intent: a double tap or a retry of the same request carries the same Idempotency-Key
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (p: DepositInput) => submitDeposit(p, { idempotencyKey: intent.keyFor(p) }),
    onSuccess: (message) => {
      intent.done();
      toast.success(message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositKeys.records() }),
  });
}

export function useDepositRecords() {
  const loggedIn = useIsLoggedIn();
  return useInfiniteQuery({ ...depositRecordsQuery(), enabled: loggedIn });
}

export function useWithdrawInfo(currencyId: number | null) {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...withdrawInfoQuery(currencyId ?? 0), enabled: loggedIn && currencyId !== null });
}

/**
 * Asks for a withdrawal. Never retried; success or failure (an HTTP 500 may still have been booked), the limit,
 * balances and records are read again from the server, so a second tap sees what the first one did.
 */
export function useSubmitWithdrawal() {
  const queryClient = useQueryClient();
  // one booking per intent: a double tap or a retry of the same request carries the same Idempotency-Key
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (p: WithdrawalInput) => submitWithdrawal(p, { idempotencyKey: intent.keyFor(p) }),
    retry: false,
    // the page's result sheet says it was submitted and waits for review (no toast on top of it)
    onSuccess: () => intent.done(),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
        queryClient.invalidateQueries({ queryKey: depositKeys.coins() }),
      ]),
  });
}

export function useWithdrawRecords() {
  const loggedIn = useIsLoggedIn();
  return useInfiniteQuery({ ...withdrawRecordsQuery(), enabled: loggedIn });
}
