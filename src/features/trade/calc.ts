/**
 * The trade screens' maths, Decimal only (never floats), and the SAME rules the demo exchange's engine uses,
 * so the ticket shows what the server will book (docs/decisions.md, "Trade maths"):
 *
 * Contract (isolated margin, linear, USDT-margined):
 *   quantity    = lots × lot_size
 *   entry       = price + s/2 (long) | price − s/2 (short)          s = the pair's spread (market order);
 *                 the limit itself (limit order: it fills when the spread-adjusted price reaches it)
 *   notional    = entry × quantity
 *   margin      = notional ÷ leverage, to 8 places, rounded up (the ledger's scale: what the exchange holds)
 *   fee         = notional × fee_rate, to 8 places, rounded down
 *   pnl         = (price − s/2 − entry) × quantity (long) | (entry − price − s/2) × quantity (short)
 *   liquidated when (margin + pnl) ÷ margin ≤ 20 %, so the estimated liquidation price is
 *   liquidation = entry + s/2 − margin × 0.8 ÷ quantity (long) | entry − s/2 + margin × 0.8 ÷ quantity (short)
 *   high leverage (the ticket's liquidation-risk warning): strictly above LEVERAGE_WARNING (10×)
 *
 * Seconds: a win pays stake × (1 + profit_ratio) (the server settles the bet and says how it ended).
 * Spot: total = price × amount, fee = total × fee_rate.
 *
 * Every input is a wire string (or Decimal); a malformed one reads as missing (null), never NaN. A contract order's
 * margin and fee are the engine's to the last place, its est. liquidation price the engine's to the wire's 8 places
 * (`mocks/engine/trade/contractMath.app.test.ts` checks both for random orders).
 */
import type Decimal from 'decimal.js';
import { LEVERAGE_WARNING } from '@/lib/constants';
import { Dec, toDec, type DecimalValue } from '@/lib/decimal';
import type { LeverSide, OrderKind, SpotSide } from '@/api/schemas/trade';

type Maybe = DecimalValue | null | undefined;

const ZERO = new Dec(0);
const TWO = new Dec(2);
/** The ledger's scale: the exchange books every amount (margin, fee) to 8 places. */
const AMOUNT_PLACES = 8;
/**
 * Enough digits for a product of ledger amounts before it is cut to 8 places (as `wallet/exchange.ts` does): the
 * app's 20-digit `Dec` would round first, and could differ from the exchange in the last place.
 */
const Wide = Dec.clone({ precision: 48 });

/** The margin ratio at which a position is liquidated: (margin + pnl) ÷ margin ≤ 20 %. */
export const LIQUIDATION_RATIO = new Dec('0.2');
/** The share of the margin a position may lose before liquidation (1 − 20 %). */
const LOSS_SHARE = new Dec(1).minus(LIQUIDATION_RATIO);

const positive = (v: Maybe): Decimal | null => {
  const d = toDec(v);
  return d && d.gt(0) ? d : null;
};
const nonNegative = (v: Maybe): Decimal => {
  const d = toDec(v);
  return d && d.gte(0) ? d : ZERO;
};
const halfSpread = (spread: Maybe) => nonNegative(spread).dividedBy(TWO);

// ---- contract ----

/** lots × lot size (base coin), or null. */
export function contractQuantity(lots: Maybe, lotSize: Maybe): Decimal | null {
  const l = positive(lots);
  const s = positive(lotSize);
  return l && s ? l.times(s) : null;
}

/** The spread-adjusted opening price: a long pays half the spread above the price, a short half below. */
export function entryPrice(side: LeverSide, price: Maybe, spread: Maybe): Decimal | null {
  const p = positive(price);
  if (!p) return null;
  const h = halfSpread(spread);
  return side === 'long' ? p.plus(h) : p.minus(h);
}

/** Estimated liquidation price (see the header); null when inputs are missing or it would not be positive. */
export function liquidationPrice(side: LeverSide, entry: Maybe, margin: Maybe, quantity: Maybe, spread: Maybe): Decimal | null {
  const e = positive(entry);
  const m = positive(margin);
  const q = positive(quantity);
  if (!e || !m || !q) return null;
  const h = halfSpread(spread);
  const move = new Wide(m).times(LOSS_SHARE).dividedBy(q);
  const liq = side === 'long' ? move.negated().plus(e).plus(h) : move.plus(e).minus(h);
  return liq.gt(0) ? new Dec(liq) : null;
}

/** The ticket warns of liquidation risk strictly above LEVERAGE_WARNING (10× itself does not warn). */
export const isHighLeverage = (leverage: number): boolean => leverage > LEVERAGE_WARNING;

/** (margin + pnl) ÷ margin: 1 at opening, liquidation at LIQUIDATION_RATIO. Null without a margin. */
export function marginRatio(margin: Maybe, pnl: Maybe): Decimal | null {
  const m = positive(margin);
  const p = toDec(pnl);
  return m && p ? m.plus(p).dividedBy(m) : null;
}

export type RiskLevel = 'safe' | 'warning' | 'danger';

/**
 * A position's risk from its margin ratio: `danger` within 10 points of liquidation (≤ 30 %), `warning` once
 * it has lost half its margin (≤ 50 %), `safe` otherwise (also when unknown).
 */
export function riskLevel(ratio: Decimal | null): RiskLevel {
  if (!ratio) return 'safe';
  if (ratio.lte('0.3')) return 'danger';
  if (ratio.lte('0.5')) return 'warning';
  return 'safe';
}

/** The pair's contract parameters (from `Market`). */
export interface ContractSpec {
  lot_size: string;
  fee_rate: string;
  spread: string;
}

export interface ContractQuote {
  quantity: Decimal | null;
  /** Spread-adjusted entry. */
  entry: Decimal | null;
  notional: Decimal | null;
  margin: Decimal | null;
  fee: Decimal | null;
  liquidation: Decimal | null;
  /** margin + fee: what the balance must cover. */
  required: Decimal | null;
}

/**
 * Everything the contract ticket shows for an order. A market order's `price` is the last price and it enters
 * half the spread away; a limit order fills when the spread-adjusted price reaches its limit, so its entry IS the
 * limit (and its fee is charged there).
 */
export function contractQuote(opts: {
  side: LeverSide;
  kind?: OrderKind;
  lots: Maybe;
  price: Maybe;
  leverage: number;
  spec: ContractSpec;
}): ContractQuote {
  const { side, spec } = opts;
  const quantity = contractQuantity(opts.lots, spec.lot_size);
  const entry = opts.kind === 'limit' ? positive(opts.price) : entryPrice(side, opts.price, spec.spread);
  const leverage = Number.isInteger(opts.leverage) && opts.leverage >= 1 ? opts.leverage : null;
  if (!quantity || !entry || entry.lte(0) || !leverage) {
    return { quantity, entry, notional: null, margin: null, fee: null, liquidation: null, required: null };
  }
  const notional = new Wide(entry).times(quantity);
  // held and charged as the exchange books them (decision 59): the margin never less than the formula, the fee never more
  const margin = new Dec(notional.dividedBy(leverage).toDecimalPlaces(AMOUNT_PLACES, Dec.ROUND_UP));
  const fee = new Dec(notional.times(nonNegative(spec.fee_rate)).toDecimalPlaces(AMOUNT_PLACES, Dec.ROUND_DOWN));
  return {
    quantity,
    entry,
    notional: new Dec(notional),
    margin,
    fee,
    liquidation: liquidationPrice(side, entry, margin, quantity, spec.spread),
    required: margin.plus(fee),
  };
}

/** Return on margin in percent (pnl ÷ margin × 100), or null. */
export function returnOnMargin(pnl: Maybe, margin: Maybe): Decimal | null {
  const p = toDec(pnl);
  const m = positive(margin);
  return p && m ? p.dividedBy(m).times(100) : null;
}

// ---- seconds ----

/** What a win pays back: stake × (1 + ratio). */
export function secondsPayout(stake: Maybe, profitRatio: Maybe): Decimal | null {
  const s = positive(stake);
  const r = toDec(profitRatio);
  return s && r && r.gte(0) ? s.times(r.plus(1)) : null;
}

/** Milliseconds left until `endsAt` (never negative). */
export const msLeft = (endsAt: number, now: number) => Math.max(0, endsAt - now);

// ---- spot ----

export interface SpotQuote {
  total: Decimal | null;
  fee: Decimal | null;
}

/** price × amount and its fee (quote). */
export function spotQuote(price: Maybe, amount: Maybe, feeRate: Maybe): SpotQuote {
  const p = positive(price);
  const a = positive(amount);
  if (!p || !a) return { total: null, fee: null };
  const total = p.times(a);
  return { total, fee: total.times(nonNegative(feeRate)) };
}

/**
 * The coin amount for a share of the available balance: buying spends quote (available × share ÷ price),
 * selling sells base (available × share). Rounded DOWN to the pair's amount precision, so it never exceeds the
 * balance; '' when there is nothing to spend or no price.
 */
export function spotAmountForPercent(opts: { percent: number; side: SpotSide; available: Maybe; price: Maybe; decimals: number }): string {
  const available = positive(opts.available);
  if (!available || !(opts.percent > 0)) return '';
  const share = new Dec(Math.min(100, opts.percent)).dividedBy(100);
  const spend = available.times(share);
  if (opts.side === 'sell') return spend.toFixed(opts.decimals, Dec.ROUND_DOWN);
  const price = positive(opts.price);
  return price ? spend.dividedBy(price).toFixed(opts.decimals, Dec.ROUND_DOWN) : '';
}

/** Fraction digits of a decimal string ('0.001' → 3), for showing a quantity as exactly as it is. */
export function decimalsOf(value: Maybe): number {
  const d = toDec(value);
  return d ? d.decimalPlaces() : 0;
}
