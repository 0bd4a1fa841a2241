/**
 * The trade area's documents and shared kit. Orders are stored in the family's column names (wire-facts §5–§7)
 * with times in epoch ms; the wire encoders (`mocks/handlers/wire/trade.ts`) turn the times into the family's.
 *
 * Collections, one per user and kind so that a user's list never scans anyone else's history:
 *   spot_orders:<uid>, lever_orders:<uid>, micro_orders:<uid>   id → the order (ids from one counter per kind)
 *   trade_open    `<kind>:<id>` → OpenEntry: every order the sweep still has to watch (resting, open, running)
 *   trade_meta    `micro_last:<uid>` → { at }: the last seconds submission (one per second)
 *   demo_links    `real:<uid>` → { demo_id }, `demo:<uid>` → { real_id }
 */
import type { EngineContext } from '../core';
import type { Ledger } from '../ledger';
import type { MarketArea } from '../market';
import type { UserArea } from '../auth';

/** Raw request fields: everything optional and a string, the engine validates. */
export type Input<K extends string> = Partial<Record<K, string>>;

/** What the trade area reads of the market: pairs and the price feed (tests substitute the feed). */
export type TradeMarket = Pick<MarketArea, 'markets' | 'market' | 'marketByCurrency' | 'livePrice' | 'depth'>;

/** Everything an area file needs. */
export interface Kit {
  ctx: EngineContext;
  users: UserArea;
  market: TradeMarket;
  ledger: Ledger;
}

/** `coin_trade` row. `type` 1 buy, 2 sell; `status` 1 trading (resting), 2 done, 3 cancelled (ours). */
export interface SpotOrderDoc {
  id: number;
  u_id: number;
  currency_id: number;
  legal_id: number;
  symbol: string;
  type: 1 | 2;
  /** Ours: `market` fills at once at the feed, `limit` rests until the feed crosses `target_price`. */
  order_type: 'market' | 'limit';
  target_price: string;
  /** The fill price; "0.00000000" while resting or cancelled. */
  trade_price: string;
  /** Coin amount. */
  trade_amount: string;
  charge_fee: string;
  /** What the order holds frozen while resting: quote (buy: value + fee) or base (sell: the amount). */
  frozen: string;
  status: 1 | 2 | 3;
  created_at: number;
  updated_at: number;
}

/** `lever_transaction` row. `type` 1 long, 2 short; `status` 0 pending, 1 open, 2 closing, 3 closed, 4 cancelled. */
export interface LeverOrderDoc {
  id: number;
  user_id: number;
  type: 1 | 2;
  currency: number;
  legal: number;
  symbol: string;
  /** The feed when it was placed (market), or the limit price (limit). */
  origin_price: string;
  /** The entry (opening) price: spread-adjusted feed, or the limit price. */
  price: string;
  /** The price it was last valued at: the closing (exit) price once closed. */
  update_price: string;
  /** "0.00000000" = none. */
  target_profit_price: string;
  stop_loss_price: string;
  share: number;
  /** Quantity = lots × lot size. */
  number: string;
  multiple: number;
  origin_caution_money: string;
  /** The margin held now (the overnight fees come out of it). */
  caution_money: string;
  /** Realised P&L as settled (a loss capped at the margin). */
  fact_profits: string;
  trade_fee: string;
  /** The pair's overnight rate when it was opened. */
  overnight: string;
  overnight_money: string;
  status: 0 | 1 | 2 | 3 | 4;
  settled: 0 | 1;
  create_time: number;
  transaction_time: number | null;
  update_time: number;
  handle_time: number | null;
  complete_time: number | null;
  /** When the next overnight fee is due (open positions). */
  overnight_next: number | null;
  /** Ours: why it closed (`user`, `batch`, `take_profit`, `stop_loss`, `liquidation`, `reset`). */
  close_reason: string | null;
}

/** `micro_orders` row. `type` 1 up, 2 down; `status` 1 trading, 3 closed; `profit_result` 1 / 0 / -1. */
export interface MicroOrderDoc {
  id: number;
  user_id: number;
  match_id: number;
  symbol: string;
  /** The pay currency. */
  currency_id: number;
  currency_name: string;
  type: 1 | 2;
  seconds: number;
  /** The stake. */
  number: string;
  fee: string;
  profit_ratio: string;
  open_price: string;
  /** The open price at submission, the feed at expiry once settled (the lists show the latest feed while open). */
  end_price: string;
  fact_profits: string;
  status: 1 | 3;
  profit_result: -1 | 0 | 1;
  created_at: number;
  updated_at: number;
  /** The expiry instant, as T sets it at submission (= `due_at`). */
  handled_at: number;
  complete_at: number | null;
  /** created_at + seconds: the expiry instant, whose price settles it. */
  due_at: number;
}

export type OrderKind = 'spot' | 'lever' | 'micro';

/** A `trade_open` entry: an order the sweep watches. */
export interface OpenEntry {
  kind: OrderKind;
  id: number;
  user_id: number;
  /** Seconds orders: when they are due. */
  due_at?: number;
}

/** USDT: the quote (`legal_id`) of every pair, and the demo's pay currency. */
export const USDT_ID = 3;

export const OPEN = 'trade_open';
export const META = 'trade_meta';
export const DEMO_LINKS = 'demo_links';
export const ordersOf = (kind: OrderKind, uid: number) => `${kind}_orders:${uid}`;

/** One page of a list: rows newest first. */
export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  limit: number;
}

export function pageOf<T>(all: T[], page: number, limit: number): Page<T> {
  const newest = all.reverse();
  return { rows: newest.slice((page - 1) * limit, page * limit), total: newest.length, page, limit };
}

/** Adds an order to the sweep's index (inside the caller's transaction). */
export function watch(kit: Kit, entry: OpenEntry): void {
  kit.ctx.store.put(OPEN, `${entry.kind}:${entry.id}`, entry);
}

/** Removes it (inside the caller's transaction). */
export function unwatch(kit: Kit, kind: OrderKind, id: number): void {
  kit.ctx.store.delete(OPEN, `${kind}:${id}`);
}

/** The watched orders of one kind, of every user or of one (the index holds only live orders: small). */
export const watched = (kit: Kit, kind: OrderKind, uid?: number): OpenEntry[] =>
  kit.ctx.store.list<OpenEntry>(OPEN, uid === undefined ? { kind } : { kind, user_id: uid });
