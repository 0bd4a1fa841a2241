/**
 * The trade tab's query (`/pages/transaction/contract?symbol=BTC/USDT&type=futures&side=buy`): which trade,
 * which pair, which side the ticket starts on. Anything unreadable falls back to a sensible default.
 */
import type { Market } from '@/api/market';
import { parsePairSymbol } from '@/features/chart';

/** The trade screen's three tabs (spec §2), in their order. */
export const TRADE_TYPES = ['seconds', 'futures', 'coins'] as const;
export type TradeType = (typeof TRADE_TYPES)[number];

export const DEFAULT_TRADE_TYPE: TradeType = 'futures';

export function parseTradeType(raw: string | null | undefined): TradeType {
  return TRADE_TYPES.find((t) => t === raw?.trim().toLowerCase()) ?? DEFAULT_TRADE_TYPE;
}

export type TicketSide = 'buy' | 'sell';

/** `buy` | `sell` (also `long` | `short`); anything else: buy. */
export function parseSide(raw: string | null | undefined): TicketSide {
  const v = raw?.trim().toLowerCase();
  return v === 'sell' || v === 'short' ? 'sell' : 'buy';
}

/** Whether a pair trades on a tab: seconds contracts, a perpetual, or spot coin trading. Stocks never. */
export function tradesOn(type: TradeType, market: Market): boolean {
  if (market.kind === 'stock') return false;
  if (type === 'seconds') return Boolean(market.micro);
  if (type === 'futures') return market.futures;
  return Boolean(market.coin);
}

/** The pairs of a tab, in list order. */
export function marketsFor(type: TradeType, markets: readonly Market[]): Market[] {
  return markets.filter((m) => tradesOn(type, m));
}

/**
 * The pair to show: the one asked for when it trades on this tab, else BTC/USDT when it does, else the tab's
 * first pair; undefined when the tab has none.
 */
export function pickMarket(type: TradeType, markets: readonly Market[], raw: string | null | undefined): Market | undefined {
  const eligible = marketsFor(type, markets);
  const wanted = parsePairSymbol(raw)?.symbol;
  return (
    eligible.find((m) => m.symbol === wanted) ?? eligible.find((m) => m.symbol === 'BTC/USDT') ?? eligible[0]
  );
}
