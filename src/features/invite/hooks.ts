import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntentKey } from '@/ui/Form';
import { useAtomValue } from 'jotai';
import { couponsQuery, inviteKeys, rebateQuery, redeemCoupon, shareInfoQuery, type CouponStatus } from '@/api/invite';
import { ledgerEntriesQuery, walletKeys } from '@/api/wallet';
import { paths } from '@/lib/routes';
import { useIsLoggedIn } from '@/state/session';
import { toast } from '@/ui/Toast';
import { inviteBaseAtom } from './state';

export function useShareInfo() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...shareInfoQuery(), enabled: loggedIn });
}

export function useRebate() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...rebateQuery(), enabled: loggedIn });
}

export function useCoupons(status: CouponStatus) {
  const loggedIn = useIsLoggedIn();
  return useInfiniteQuery({ ...couponsQuery(status), enabled: loggedIn });
}

/** Uses a coupon; coupons and balances are read again afterwards, success or not. */
export function useRedeemCoupon() {
  const queryClient = useQueryClient();
  // one booking per intent: a double tap or a retry of the same request carries the same Idempotency-Key
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (id: number) => redeemCoupon(id, { idempotencyKey: intent.keyFor(id) }),
    onSuccess: (message) => {
      intent.done();
      toast.success(message);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inviteKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
}

/** Every movement of the user's balances, all accounts, newest first (`/wallet/legal_log`). */
export function useBills() {
  const loggedIn = useIsLoggedIn();
  return useInfiniteQuery({ ...ledgerEntriesQuery({}), enabled: loggedIn });
}

/** The registration link carrying an invite code, on this app's own address (or the pinned `inviteBaseAtom`). */
export function useInviteLink(code: string): string {
  const pinned = useAtomValue(inviteBaseAtom);
  const base = pinned ?? `${window.location.origin}${window.location.pathname}`;
  return `${base}#${paths.register({ code })}`;
}
