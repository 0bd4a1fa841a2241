/**
 * The trade screens' maths, Decimal only (never floats), and the SAME rules the demo exchange's engine uses,
 * so the ticket shows what the server will book (docs/decisions.md, "Trade maths"):
 *
 * Contract (isolated margin, linear, USDT-margined):
 *   quantity    = lots × lot_size
 *   entry       = price + s/2 (long) | price − s/2 (short)          s = the pair's spread (market order);
 *                 the limit itself (limit order: it fills when the spread-adjusted price reaches it)
 *   notional    = entry × quantity
 *   margin      = notional ÷ leverage
 *   fee         = notional × fee_rate
 *   pnl         = (price − s/2 − entry) × quantity (long) | (entry − price − s/2) × quantity (short)
 *   liquidated when (margin + pnl) ÷ margin ≤ 20 %, so the estimated liquidation price is
 *   liquidation = entry + s/2 − margin × 0.8 ÷ quantity (long) | entry − s/2 + margin × 0.8 ÷ quantity (short)
 *
 * Seconds: a win pays stake × (1 + profit_ratio); equal prices are flat (the stake comes back); a loss keeps it.
 * Spot: total = price × amount, fee = total × fee_rate.
 *
 * Every input is a wire string (or Decimal); a malformed one reads as missing (null), never NaN.
 */
import type Decimal from 'decimal.js';
import { Dec, toDec, type DecimalValue } from '@/lib/decimal';
import type { LeverSide, MicroDirection, MicroResult, OrderKind, SpotSide } from '@/api/schemas/trade';

type Maybe = DecimalValue | null | undefined;

const ZERO = new Dec(0);
const TWO = new Dec(2);

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

/** Unrealised P&L at `price` (the feed price, before the spread). */
export function unrealisedPnl(side: LeverSide, entry: Maybe, price: Maybe, quantity: Maybe, spread: Maybe): Decimal | null {
  const e = toDec(entry);
  const p = toDec(price);
  const q = toDec(quantity);
  if (!e || !p || !q) return null;
  const h = halfSpread(spread);
  return (side === 'long' ? p.minus(h).minus(e) : e.minus(p).minus(h)).times(q);
}

/** Estimated liquidation price (see the header); null when inputs are missing or it would not be positive. */
export function liquidationPrice(side: LeverSide, entry: Maybe, margin: Maybe, quantity: Maybe, spread: Maybe): Decimal | null {
  const e = positive(entry);
  const m = positive(margin);
  const q = positive(quantity);
  if (!e || !m || !q) return null;
  const h = halfSpread(spread);
  const move = m.times(LOSS_SHARE).dividedBy(q);
  const liq = side === 'long' ? e.plus(h).minus(move) : e.minus(h).plus(move);
  return liq.gt(0) ? liq : null;
}

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
  const notional = entry.times(quantity);
  const margin = notional.dividedBy(leverage);
  const fee = notional.times(nonNegative(spec.fee_rate));
  return {
    quantity,
    entry,
    notional,
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

/** The outcome of a seconds bet from its open and end prices: equal prices are flat. */
export function secondsResult(direction: MicroDirection, openPrice: Maybe, endPrice: Maybe): MicroResult | null {
  const o = toDec(openPrice);
  const e = toDec(endPrice);
  if (!o || !e) return null;
  const cmp = e.comparedTo(o);
  if (cmp === 0) return 'flat';
  return (cmp > 0) === (direction === 'up') ? 'win' : 'loss';
}

/** Profit (+) or loss (−) of a settled bet: win stake × ratio, flat 0, loss −stake. */
export function secondsProfit(result: MicroResult, stake: Maybe, profitRatio: Maybe): Decimal | null {
  const s = positive(stake);
  if (!s) return null;
  if (result === 'flat') return ZERO;
  if (result === 'loss') return s.negated();
  const r = toDec(profitRatio);
  return r && r.gte(0) ? s.times(r) : null;
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
