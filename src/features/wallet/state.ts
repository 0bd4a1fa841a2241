import { atom, useSetAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useCallback } from 'react';
import { jsonStorage } from '@/state/storage';

/** Local-storage key of the hide-balances preference (a preference the user sets, so it is stored). */
export const HIDE_BALANCES_KEY = 'fund_hide_balances';

/** Balances shown as `****` on the fund pages. */
export const hideBalancesAtom = atomWithStorage<boolean>(HIDE_BALANCES_KEY, false, jsonStorage<boolean>(), {
  getOnInit: true,
});

export function useToggleHideBalances() {
  const set = useSetAtom(hideBalancesAtom);
  return useCallback(() => set((hidden) => !hidden), [set]);
}

/**
 * The withdraw address just saved from the withdraw form's "add an address" (issue 28 item 11): the withdraw
 * page, shown again, chooses it once its list has it, then clears this. Memory only (never stored).
 */
export const savedWithdrawAddressAtom = atom<{ currencyId: number; address: string } | null>(null);

/** What the withdraw page puts in the router state of its "add an address" link: come back here once saved. */
export const RETURN_TO_WITHDRAW = { returnTo: 'withdraw' } as const;
