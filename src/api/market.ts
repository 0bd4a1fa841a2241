/**
 * Market area: pairs, coins, candles and favourites (docs/architecture.md, "Market data (issue 4)").
 *
 * Plain calls
 *   getMarkets(): Promise<Market[]>                        GET  /currency/quotation_new
 *   getCoins(): Promise<CoinInfo[]>                        GET  /currency/list
 *   getCandles({ symbol, period, from?, to? }): Candle[]   GET  /currency/new_timeshar (oldest first, ≤ 500)
 *   getFavorites(): Promise<Favorite[]>                    GET  /optional/list   (signed in)
 *   addFavorite(currencyId) / removeFavorite(currencyId)   POST /optional/add | /optional/del
 *
 * Query hooks (keys `['market', call, params]`, see `marketKeys`)
 *   useMarkets()                 all pairs (the REST snapshot; live figures come from `src/realtime/market.ts`)
 *   useMarket(symbol)            one pair's static row (precisions, ids, kind) from the same query
 *   useCoins()                   coin info list;  useCoin(name) one coin by base name ('BTC')
 *   useCandles({ symbol, period, from?, to? }, { enabled? })
 *   useFavorites()               favourites of the signed-in user (disabled when signed out → data undefined)
 *   useIsFavorite(symbol)        boolean
 *   useToggleFavorite()          mutation: `mutate({ market, favorite })` — `favorite` is the NEW state;
 *                                optimistic, rolled back on failure.
 *
 * Types: Market, CoinInfo, Candle, Favorite, Ticker, Depth, Trade (from ./schemas/market), Period, PERIODS.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { isLoggedInAtom } from '@/state/session';
import { request } from './client';
import {
  candleListSchema,
  coinInfoListSchema,
  favoriteListSchema,
  marketListSchema,
  type Candle,
  type CoinInfo,
  type Favorite,
  type Market,
} from './schemas/market';
import { ackSchema } from './schemas/user';

export type { Candle, CoinInfo, Depth, Favorite, Market, Ticker, Trade } from './schemas/market';

/** Candle periods of `/currency/new_timeshar` and `kline:<symbol>:<period>`. */
export const PERIODS = ['1min', '5min', '15min', '30min', '60min', '4hour', '1day', '1week', '1mon'] as const;
export type Period = (typeof PERIODS)[number];

export interface CandleParams {
  symbol: string;
  period: Period;
  /** ms; optional: the server answers the latest (at most 500) candles. */
  from?: number;
  to?: number;
}

// ---- calls ----

export function getMarkets(): Promise<Market[]> {
  return request('currency/quotation_new', { method: 'GET', schema: marketListSchema, background: true });
}

export function getCoins(): Promise<CoinInfo[]> {
  return request('currency/list', { method: 'GET', schema: coinInfoListSchema, background: true });
}

export function getCandles(p: CandleParams): Promise<Candle[]> {
  return request('currency/new_timeshar', {
    method: 'GET',
    params: { symbol: p.symbol, period: p.period, from: p.from, to: p.to },
    schema: candleListSchema,
    background: true,
  });
}

export function getFavorites(): Promise<Favorite[]> {
  return request('optional/list', { method: 'GET', schema: favoriteListSchema, background: true });
}

export async function addFavorite(currencyId: number): Promise<void> {
  await request('optional/add', { params: { currency_id: currencyId }, schema: ackSchema });
}

export async function removeFavorite(currencyId: number): Promise<void> {
  await request('optional/del', { params: { currency_id: currencyId }, schema: ackSchema });
}

// ---- queries ----

export const marketKeys = {
  all: ['market'] as const,
  markets: () => ['market', 'quotation_new', {}] as const,
  coins: () => ['market', 'currency_list', {}] as const,
  candles: (p: CandleParams) => ['market', 'new_timeshar', p] as const,
  favorites: () => ['market', 'optional_list', {}] as const,
};

export const marketsQuery = () =>
  queryOptions({ queryKey: marketKeys.markets(), queryFn: getMarkets, staleTime: 30_000 });

export const coinsQuery = () =>
  queryOptions({ queryKey: marketKeys.coins(), queryFn: getCoins, staleTime: 10 * 60_000 });

export function useMarkets() {
  return useQuery(marketsQuery());
}

/** One pair's static row (ids, precisions, kind); `undefined` while loading or for an unknown symbol. */
export function useMarket(symbol: string | undefined): Market | undefined {
  const { data } = useQuery({
    ...marketsQuery(),
    select: (list: Market[]) => list.find((m) => m.symbol === symbol),
    enabled: Boolean(symbol),
  });
  return data;
}

export function useCoins() {
  return useQuery(coinsQuery());
}

/** One coin's info by its name ('BTC'). */
export function useCoin(name: string | undefined) {
  return useQuery({
    ...coinsQuery(),
    select: (list: CoinInfo[]) => list.find((c) => c.name.toUpperCase() === name?.toUpperCase()),
    enabled: Boolean(name),
  });
}

export function useCandles(p: CandleParams, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: marketKeys.candles(p),
    queryFn: () => getCandles(p),
    staleTime: 60_000,
    enabled: opts.enabled ?? true,
  });
}

export function useFavorites() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return useQuery({ queryKey: marketKeys.favorites(), queryFn: getFavorites, enabled: loggedIn, staleTime: 60_000 });
}

export function useIsFavorite(symbol: string): boolean {
  const { data } = useFavorites();
  return Boolean(data?.some((f) => f.symbol === symbol));
}

export interface ToggleFavoriteVars {
  market: Pick<Market, 'symbol' | 'currency_id'>;
  /** The state after the toggle: true adds, false removes. */
  favorite: boolean;
}

/** Adds or removes a favourite; the list updates at once and rolls back when the call fails. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const key = marketKeys.favorites();
  return useMutation({
    mutationKey: ['market', 'optional_toggle', {}],
    mutationFn: ({ market, favorite }: ToggleFavoriteVars) =>
      favorite ? addFavorite(market.currency_id) : removeFavorite(market.currency_id),
    onMutate: async ({ market, favorite }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Favorite[]>(key);
      queryClient.setQueryData<Favorite[]>(key, (list = []) =>
        favorite
          ? list.some((f) => f.symbol === market.symbol)
            ? list
            : [...list, { currency_id: market.currency_id, symbol: market.symbol }]
          : list.filter((f) => f.symbol !== market.symbol),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
