import { useSetAtom } from 'jotai';
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
