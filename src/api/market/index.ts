/**
 * Market area: pairs, coins, candles and favourites (docs/architecture.md, "Market data" and "Wire
 * compatibility"). Calls, query keys (`['market', call, params]`) and `queryOptions` factories; no React —
 * the features own their hooks (`src/features/market/hooks.ts`, `src/features/chart/hooks.ts` …).
 *
 *   getMarkets(): Market[]                         GET  /currency/quotation_new   (quote groups, flattened)
 *   getCoins(): CoinInfo[]                         GET  /currency/list
 *   getCandles({ symbol, period, to? }, onPartial?): Candle[]
 *                                                  GET  /currency/new_timeshar    (oldest first, ≤ CANDLE_PAGE)
 *   getFavorites(): Favorite[]                     GET  /optional/list            (signed in)
 *   addFavorite(currencyId) / removeFavorite(fav)  POST /optional/add | /optional/del
 *   favoriteSymbols(favorites, markets)            the symbols the favourites star
 *
 * The wire shapes and their adapter: `./wire/market.ts`.
 */
import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import type { Candle, CoinInfo, Favorite, Market } from '../schemas/market';
import { now } from '@/lib/time';

export type { Candle, CoinInfo, Favorite, Market, Ticker } from '../schemas/market';

/**
 * The area's wire schemas and adapter, loaded with the first call that needs them (beside its answer): the
 * landing prefetches the market list from the entry, which keeps zod out (decision 35).
 */
const wire = () => import('../wire/market');

/** Candle periods of `/currency/new_timeshar` and the kline feed (`4hour` is the demo exchange's, decision 52). */
export const PERIODS = ['1min', '5min', '15min', '30min', '60min', '4hour', '1day', '1week', '1mon'] as const;
export type Period = (typeof PERIODS)[number];

/** Candles asked for per call: the window `from`–`to` spans this many buckets. */
export const CANDLE_PAGE = 500;

const PERIOD_SECONDS: Record<Period, number> = {
  '1min': 60,
  '5min': 300,
  '15min': 900,
  '30min': 1800,
  '60min': 3600,
  '4hour': 14_400,
  '1day': 86_400,
  '1week': 604_800,
  // the longest month: the window never holds fewer than CANDLE_PAGE months
  '1mon': 31 * 86_400,
};

export interface CandleParams {
  symbol: string;
  period: Period;
  /** ms; the newest candle asked for is the one holding this instant (default: the latest). */
  to?: number;
}

// ---- calls ----

export async function getMarkets(): Promise<Market[]> {
  const w = wire();
  const rows = await request('currency/quotation_new', {
    method: 'GET',
    schema: () => w.then((m) => m.quotationSchema),
    background: true,
  });
  return (await w).toMarkets(rows);
}

export async function getCoins(): Promise<CoinInfo[]> {
  const w = wire();
  const rows = await request('currency/list', {
    method: 'GET',
    schema: () => w.then((m) => m.currencyListSchema),
    background: true,
  });
  return (await w).toCoins(rows);
}

/**
 * The family wants both ends of the window, in unix seconds (from ≤ to): the client asks for the
 * CANDLE_PAGE buckets up to `to`. Rows that are not candles are dropped. `onPartial` is called when the answer
 * says it holds only the newest part of the window yet (the demo's `partial`, decision 94: ask again later).
 */
export async function getCandles(p: CandleParams, onPartial?: () => void): Promise<Candle[]> {
  // Latest candles: one bucket past the device's now, so a phone clock behind the server's still gets the newest.
  const to =
    p.to === undefined ? Math.floor(now() / 1000) + PERIOD_SECONDS[p.period] : Math.floor(p.to / 1000);
  const from = Math.max(0, to - CANDLE_PAGE * PERIOD_SECONDS[p.period]);
  const w = wire();
  const rows = await request('currency/new_timeshar', {
    method: 'GET',
    params: { symbol: p.symbol, period: p.period, from, to },
    schema: () => w.then((m) => m.candlesSchema),
    background: true,
    onEnvelope: (envelope) => {
      if (envelope.partial === true) onPartial?.();
    },
  });
  return (await w).toCandles(rows);
}

export function getFavorites(): Promise<Favorite[]> {
  return request('optional/list', {
    method: 'GET',
    schema: () => wire().then((m) => m.favoriteListSchema),
    background: true,
  });
}

/** Stars a base coin; resolves the new row's id when the platform answers it (T does). */
export function addFavorite(currencyId: number): Promise<number | undefined> {
  return request('optional/add', {
    params: { currency_id: currencyId },
    schema: () => wire().then((m) => m.favoriteAddedSchema),
  });
}

/**
 * T reads the row `id`; the spec names `currency_id`: both are sent (decision 50). A row the server has not
 * numbered yet (an optimistic one, id ≤ 0) goes by its coin alone.
 */
export async function removeFavorite(favorite: Favorite): Promise<void> {
  await request('optional/del', {
    params: { id: favorite.id > 0 ? favorite.id : undefined, currency_id: favorite.currency_id },
    schema: () => import('../schemas/auth').then((m) => m.ackSchema),
  });
}

/**
 * The symbols the favourites star, in the favourites' order (the order they were added): every listed pair
 * of a starred base coin (list order among one coin's pairs), each once.
 */
export function favoriteSymbols(favorites: readonly Favorite[], markets: readonly Market[]): string[] {
  const out = new Set<string>();
  for (const f of favorites) for (const m of markets) if (m.currency_id === f.currency_id) out.add(m.symbol);
  return [...out];
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

export const favoritesQuery = () =>
  queryOptions({ queryKey: marketKeys.favorites(), queryFn: getFavorites, staleTime: 60_000 });
