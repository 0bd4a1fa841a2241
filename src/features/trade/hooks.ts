import { useQuery } from '@tanstack/react-query';
import { marketsQuery } from '@/api/market';

/** Every pair (the REST snapshot; live figures come from `src/realtime/market.ts`). */
export function useMarkets() {
  return useQuery(marketsQuery());
}
