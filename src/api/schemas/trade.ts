/**
 * The trade area's DOMAIN types: perpetual contracts (`/lever/*`), seconds contracts (`/microtrade/*`) and
 * spot (`/coin/*`). The family's wire shapes (wire-facts §5–§7) and their adapters are `../wire/trade.ts`;
 * the socket payloads' (`lever_trade`, `closed_microorder`) are `../feeds.ts`.
 *
 * Prices, amounts and money are decimal strings (never JS numbers); times are epoch milliseconds.
 */

// ---- perpetual contracts (lever) ----

/** Wire `type`: 1 = long (buy), 2 = short (sell). */
export type LeverSide = 'long' | 'short';

/**
 * Wire `status`: 0 pending (a resting limit order), 1 open (a position), 2 closing, 3 closed, 4 cancelled
 * (docs/decisions.md: how each is labelled).
 */
export const LEVER_STATUSES = ['pending', 'open', 'closing', 'closed', 'cancelled'] as const;
export type LeverStatus = (typeof LEVER_STATUSES)[number];

/** Market (wire `status` 1) or limit (wire `status` 0, an entrust that rests until the feed reaches it). */
export type OrderKind = 'market' | 'limit';

/** One contract order or position (`lever_transaction` row). */
export interface LeverOrder {
  id: number;
  /** `BTC/USDT`. */
  symbol: string;
  currencyId: number;
  legalId: number;
  side: LeverSide;
  status: LeverStatus;
  /** Lots (`share`). */
  lots: string;
  /** Contract quantity in the base coin = lots × lot size (`number`). */
  quantity: string;
  /** Leverage (`multiple`). */
  leverage: number;
  /** Opening price after the spread (`price`); for a pending order, its limit price. */
  entryPrice: string;
  /** The feed price when it opened, before the spread (`origin_price`). */
  originPrice: string;
  /** The latest price the server valued it at (`update_price`). */
  markPrice: string;
  takeProfit: string | null;
  stopLoss: string | null;
  /** Margin held now (`caution_money`). */
  margin: string;
  /** Margin at opening (`origin_caution_money`). */
  originMargin: string;
  /** Handling fee charged at opening (`trade_fee`). */
  fee: string;
  /** Overnight fees charged so far (`overnight_money`). */
  overnightFee: string;
  /** Unrealised P&L while open (`profits`), realised once closed (`fact_profits`). */
  pnl: string;
  /** Estimated liquidation price when the server sends one; the app computes it otherwise. */
  liquidationPrice: string | null;
  createdAt: number;
  /** When it became a position (a pending order: null). */
  openedAt: number | null;
  closedAt: number | null;
}

/** `POST /lever/deal`: what the contract ticket needs for one pair. */
export interface LeverDeal {
  lastPrice: string;
  /** Lots per order. */
  lotLimits: { min: string; max: string };
  /** The leverage choices (`multiple.muit[].value`). */
  leverages: number[];
  /** Available lever balance in the quote currency (`user_lever`). */
  balance: string;
  /** Up to 10 of the user's open positions on this pair. */
  openOrders: LeverOrder[];
}

/** The account-level figures of `/lever/dealall`, `/lever/my_trade` and the `lever_trade` push. */
export interface LeverRisk {
  /** Risk rate in percent (`hazard_rate`), e.g. "182.5"; liquidation when it falls to the threshold. */
  riskRate: string;
  /** Sum of unrealised P&L of every open position. */
  pnlTotal: string;
  /** Sum of margins held now (absent in `/lever/my_trade`). */
  marginTotal: string | null;
}

export interface LeverSubmit {
  currencyId: number;
  legalId: number;
  side: LeverSide;
  kind: OrderKind;
  /** Whole lots, as typed. */
  lots: string;
  leverage: number;
  /** The limit price (limit orders only). */
  price?: string;
}

/** `/lever/my_trade` status filter: one status, or every order. */
export type LeverFilter = LeverStatus | 'all';

/** `/lever/batch_close` type: 0 all, 1 longs only, 2 shorts only. */
export type CloseAllScope = 'all' | 'long' | 'short';

/** The `lever_trade` socket event: live P&L and risk of every open position (pushed to the user). */
export interface LeverPush extends LeverRisk {
  /** Every open position (`trades_all`). */
  positions: LeverOrder[];
  /** Pending orders (`trades_entrust`). */
  pending: LeverOrder[];
}

// ---- seconds contracts (micro) ----

/** Wire `type`: 1 up, 2 down. */
export type MicroDirection = 'up' | 'down';
/** Wire `status`: 1 trading, 2 closing, 3 closed. */
export type MicroStatus = 'open' | 'closing' | 'closed';
/** Wire `profit_result`: 1 win, 0 flat (stake returned), -1 loss; null until settled. */
export type MicroResult = 'win' | 'flat' | 'loss';

/** A currency seconds contracts are paid in (`/microtrade/payable_currencies`). */
export interface PayCurrency {
  id: number;
  name: string;
  /** Stake limits. */
  min: string;
  max: string;
  /** Fee rate charged on the stake, as a fraction: "0.01" = 1 % (the family sends percent, `micro_trade_fee`). */
  feeRate: string;
  /** Preset stake amounts (`micro_numbers[].number`). */
  presets: string[];
  /** Available micro balance in this currency. */
  balance: string;
  /**
   * The smallest stake of each duration in this currency, by seconds (the demo exchange's `seconds_min`); a
   * duration not listed takes its own `SecondsOption.minAmount`.
   */
  minBySeconds?: Readonly<Record<number, string>>;
}

/** One duration (`/microtrade/seconds`). */
export interface SecondsOption {
  seconds: number;
  /** Profit ratio as a fraction: "0.85" pays stake × 1.85 on a win (the family sends percent, `profit_ratio`). */
  profitRatio: string;
  /** Smallest stake for this duration ("0" when the server sets none). */
  minAmount: string;
}

export interface MicroSubmit {
  /** The pair's match id (`quotation[].id`). */
  matchId: number;
  /** The pay currency. */
  currencyId: number;
  currencyName: string;
  direction: MicroDirection;
  seconds: number;
  amount: string;
}

/** One seconds-contract order (`micro_orders` row). */
export interface MicroOrder {
  id: number;
  matchId: number;
  /** `BTC/USDT` (`symbol_name`). */
  symbol: string;
  /** The pay currency. */
  currencyId: number;
  currency: string;
  direction: MicroDirection;
  seconds: number;
  /** Stake (`number`). */
  amount: string;
  fee: string;
  /** As a fraction, like `SecondsOption.profitRatio`. */
  profitRatio: string;
  openPrice: string;
  /** The feed price at expiry; null until settled. */
  endPrice: string | null;
  /** Profit (+) or loss (−) once settled (`fact_profits`); "0" before. */
  profit: string;
  status: MicroStatus;
  result: MicroResult | null;
  createdAt: number;
  /** createdAt + seconds: the countdown's end. */
  endsAt: number;
  settledAt: number | null;
}

/** The `closed_microorder` push: the settled order, or only its id (one fork sends `{id}`; then refetch). */
export interface MicroSettlement {
  id: number;
  order: MicroOrder | null;
}

/** `/microtrade/lists` status filter. */
export type MicroFilter = 'open' | 'closed' | 'all';

// ---- spot (coin) ----

/** Wire `type`: 1 buy, 2 sell. */
export type SpotSide = 'buy' | 'sell';
/** Wire `status`: 1 trading (resting), 2 done (filled), 3 cancelled (ours: the family does not say). */
export type SpotStatus = 'open' | 'filled' | 'cancelled';

export interface SpotSubmit {
  currencyId: number;
  legalId: number;
  /** `BTC` (`currency_name`). */
  currencyName: string;
  side: SpotSide;
  kind: OrderKind;
  /** Coin amount. */
  amount: string;
  /** Limit price; for a market order the price shown when it was sent (indicative). */
  price: string;
}

/** One spot order (`coin_trade` row). */
export interface SpotOrder {
  id: number;
  symbol: string;
  currencyId: number;
  legalId: number;
  side: SpotSide;
  /** The limit price (`target_price`). */
  price: string;
  /** The fill price (`trade_price`); null while resting. */
  fillPrice: string | null;
  /** Coin amount (`trade_amount`). */
  amount: string;
  /** Fee charged (`charge_fee`). */
  fee: string;
  status: SpotStatus;
  createdAt: number;
  updatedAt: number;
}

