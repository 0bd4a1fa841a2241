import { useQuery } from '@tanstack/react-query';
import { coinsQuery, marketsQuery, type CoinInfo } from '@/api/market';

/** Every pair (the REST snapshot; live figures come from `src/realtime/market.ts`). */
export function useMarkets() {
  return useQuery(marketsQuery());
}

/** One coin's info by its name ('BTC'). */
export function useCoin(name: string | undefined) {
  return useQuery({
    ...coinsQuery(),
    select: (list: CoinInfo[]) => list.find((c) => c.name.toUpperCase() === name?.toUpperCase()),
    enabled: Boolean(name),
  });
}
