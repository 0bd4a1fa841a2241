/**
 * "Recently viewed" pairs, stored locally (`recent_symbols`), newest first, at most RECENT_LIMIT.
 *
 * Not a feed: a feature atom that lived in the old market.ts. It belongs to the market feature (its search
 * page reads and clears it) but the transaction feature's chart page records into it, and features meet only
 * through their public index: moving it means exporting it from `src/features/market/index.ts` and changing
 * the chart page's import — left for the features' owners (see README.md).
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useCallback } from 'react';
import { jsonStorage, STORAGE_KEYS } from '@/state/storage';

export const RECENT_LIMIT = 10;
export const recentSymbolsAtom = atomWithStorage<string[]>(
  STORAGE_KEYS.recentSymbols,
  [],
  jsonStorage<string[]>(),
  {
    getOnInit: true,
  },
);

export function useRecentSymbols(): string[] {
  return useAtomValue(recentSymbolsAtom);
}

/** Records a viewed pair (the chart page calls it on open): newest first, no duplicates. */
export function useRecordRecentSymbol(): (symbol: string) => void {
  const set = useSetAtom(recentSymbolsAtom);
  return useCallback(
    (symbol: string) =>
      set((prev) =>
        [symbol, ...(Array.isArray(prev) ? prev : []).filter((s) => s !== symbol)].slice(0, RECENT_LIMIT),
      ),
    [set],
  );
}

export function useClearRecentSymbols(): () => void {
  const set = useSetAtom(recentSymbolsAtom);
  return useCallback(() => set([]), [set]);
}
