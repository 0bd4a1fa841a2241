import { Dec, toDec } from '@/lib/decimal';
import type { Market } from '@/api/market';

/**
 * Pure list logic of the market views: which pairs a tab shows, rankings and user sorting.
 * Comparisons go through Decimal (prices are strings; never floats).
 */

export type SortKey = 'name' | 'price' | 'change';
export type SortDir = 'asc' | 'desc';
export interface Sort {
  key: SortKey;
  dir: SortDir;
}

export const MARKET_TABS = ['favorites', 'futures', 'spot', 'stock', 'gainers', 'losers', 'volume'] as const;
export type MarketTab = (typeof MARKET_TABS)[number];

/** Tabs whose order comes from live figures (a ranking), not from the server's `sort`. */
export const RANKING_TABS: ReadonlySet<MarketTab> = new Set(['gainers', 'losers', 'volume']);

/** How many pairs a ranking shows. */
export const RANKING_SIZE = 20;

const ZERO = new Dec(0);
const dec = (v: string | undefined) => toDec(v) ?? ZERO;

/**
 * A stable sort by a decimal figure, descending with `sign` -1: each figure is read once (a live list is
 * re-sorted every second; the comparisons would otherwise build two Decimals each).
 */
function sortByFigure(list: readonly Market[], figure: (m: Market) => string | undefined, sign: 1 | -1): Market[] {
  const keyed = list.map((m) => ({ m, key: dec(figure(m)) }));
  keyed.sort((a, b) => sign * a.key.comparedTo(b.key));
  return keyed.map((k) => k.m);
}

/** A stable sort by `sort`; ties keep the incoming order. */
export function sortMarkets(list: readonly Market[], sort: Sort | null): Market[] {
  if (!sort) return [...list];
  const sign = sort.dir === 'asc' ? 1 : -1;
  if (sort.key === 'name') return [...list].sort((a, b) => sign * a.symbol.localeCompare(b.symbol, 'en'));
  return sortByFigure(list, (m) => (sort.key === 'price' ? m.price : m.change), sign);
}

/** The next sort after a tap on `key`: a new key starts ascending for name, descending for numbers; the same key flips. */
export function nextSort(current: Sort | null, key: SortKey): Sort {
  if (current?.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: key === 'name' ? 'asc' : 'desc' };
}

/** Server order (`sort`, then symbol). */
export function byServerOrder(list: readonly Market[]): Market[] {
  return [...list].sort((a, b) => a.sort - b.sort || a.symbol.localeCompare(b.symbol, 'en'));
}

/**
 * The pairs of a tab in their default order. `favorites` is the user's favourite symbols (in the order
 * they were added); rankings are computed from the figures in `list` (pass the live ones).
 */
export function marketsForTab(list: readonly Market[], tab: MarketTab, favorites: readonly string[] = []): Market[] {
  const tradable = list.filter((m) => m.kind !== 'stock');
  switch (tab) {
    case 'favorites': {
      const bySymbol = new Map(list.map((m) => [m.symbol, m]));
      return favorites.flatMap((s) => bySymbol.get(s) ?? []);
    }
    case 'futures':
      return byServerOrder(list.filter((m) => m.futures));
    case 'spot':
      return byServerOrder(tradable);
    case 'stock':
      return byServerOrder(list.filter((m) => m.kind === 'stock'));
    case 'gainers':
      return sortMarkets(tradable.filter((m) => dec(m.change).gt(0)), { key: 'change', dir: 'desc' }).slice(0, RANKING_SIZE);
    case 'losers':
      return sortMarkets(tradable.filter((m) => dec(m.change).lt(0)), { key: 'change', dir: 'asc' }).slice(0, RANKING_SIZE);
    case 'volume':
      return sortByFigure(tradable, (m) => m.turnover, -1).slice(0, RANKING_SIZE);
  }
}

/** Search by symbol, base coin or name; case-insensitive; "btcusdt" finds "BTC/USDT". Prefix matches first. */
export function searchMarkets(list: readonly Market[], query: string): Market[] {
  const q = query.trim().toUpperCase().replace(/[\s/_-]/g, '');
  if (!q) return [];
  const scored: { m: Market; score: number }[] = [];
  for (const m of list) {
    const symbol = m.symbol.toUpperCase().replace('/', '');
    const name = m.name.toUpperCase().replace(/\s/g, '');
    const score = symbol.startsWith(q) || m.base.toUpperCase().startsWith(q) ? 0 : symbol.includes(q) || name.includes(q) ? 1 : -1;
    if (score >= 0) scored.push({ m, score });
  }
  return scored.sort((a, b) => a.score - b.score || a.m.sort - b.m.sort).map((s) => s.m);
}

/** Hot search: the pairs with the highest 24 h turnover. */
export function hotMarkets(list: readonly Market[], size = 8): Market[] {
  return marketsForTab(list, 'volume').slice(0, size);
}
