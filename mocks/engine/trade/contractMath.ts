/**
 * The perpetual contract's formulas (docs/decisions.md, row 59), pure and exact (decimal.js). The app shows
 * the same numbers, so they stay exactly these:
 *
 *   quantity = lots × lot size                      spread s = the pair's `spread` (absolute price)
 *   long enters at feed + s/2, exits at feed − s/2; short enters at feed − s/2, exits at feed + s/2
 *   margin = entry × quantity ÷ leverage            fee = entry × quantity × fee rate
 *   P&L: long (exit − entry) × quantity; short (entry − exit) × quantity
 *   risk rate = (margin + P&L) ÷ margin × 100; liquidated at ≤ LIQUIDATION_RISK_RATE
 *   liquidation price: long entry + s/2 − margin × (1 − t) ÷ quantity; short entry − s/2 + margin × (1 − t) ÷ quantity
 *
 * Amounts the ledger moves are rounded to 8 places: a margin up (it never holds less than the formula), a fee
 * down (the ledger's rule), a P&L down towards −∞ (the house never pays a fraction more).
 */
import Decimal from 'decimal.js';
import { LedgerDecimal, quantize } from '../ledger';

/** A position is liquidated when its risk rate falls to this percentage or below. */
export const LIQUIDATION_RISK_RATE = 20;
const T = new LedgerDecimal(LIQUIDATION_RISK_RATE).div(100);
const HUNDRED = new LedgerDecimal(100);

export type LeverSide = 1 | 2;
const isLong = (side: LeverSide) => side === 1;

const halfSpread = (spread: Decimal.Value) => new LedgerDecimal(spread).div(2);

export function entryPrice(side: LeverSide, feed: Decimal.Value, spread: Decimal.Value): Decimal {
  const f = new LedgerDecimal(feed);
  return isLong(side) ? f.plus(halfSpread(spread)) : f.minus(halfSpread(spread));
}

export function exitPrice(side: LeverSide, feed: Decimal.Value, spread: Decimal.Value): Decimal {
  const f = new LedgerDecimal(feed);
  return isLong(side) ? f.minus(halfSpread(spread)) : f.plus(halfSpread(spread));
}

export const quantityOf = (lots: number, lotSize: Decimal.Value): Decimal =>
  new LedgerDecimal(lotSize).times(lots);

export const marginOf = (entry: Decimal.Value, quantity: Decimal.Value, leverage: number): Decimal =>
  quantize(new LedgerDecimal(entry).times(quantity).div(leverage), Decimal.ROUND_UP);

/** The handling fee, and the overnight fee (same shape: a rate of the notional). */
export const feeOf = (entry: Decimal.Value, quantity: Decimal.Value, rate: Decimal.Value): Decimal =>
  quantize(new LedgerDecimal(entry).times(quantity).times(rate));

export function pnlOf(
  side: LeverSide,
  entry: Decimal.Value,
  exit: Decimal.Value,
  quantity: Decimal.Value,
): Decimal {
  const move = new LedgerDecimal(exit).minus(entry);
  return quantize((isLong(side) ? move : move.negated()).times(quantity), Decimal.ROUND_FLOOR);
}

/** (margin + P&L) ÷ margin × 100; a position without margin left is at 0. */
function riskRate(margin: Decimal.Value, pnl: Decimal.Value): Decimal {
  const m = new LedgerDecimal(margin);
  if (m.lte(0)) return new LedgerDecimal(0);
  return m.plus(pnl).div(m).times(HUNDRED);
}

export const isLiquidated = (margin: Decimal.Value, pnl: Decimal.Value): boolean =>
  riskRate(margin, pnl).lte(LIQUIDATION_RISK_RATE);

/** The feed price at which the position reaches the liquidation risk rate (the rate is exact, so is this). */
export function liquidationPrice(
  side: LeverSide,
  entry: Decimal.Value,
  spread: Decimal.Value,
  margin: Decimal.Value,
  quantity: Decimal.Value,
): Decimal {
  const cushion = new LedgerDecimal(margin).times(new LedgerDecimal(1).minus(T)).div(quantity);
  const e = new LedgerDecimal(entry);
  return isLong(side)
    ? e.plus(halfSpread(spread)).minus(cushion)
    : e.minus(halfSpread(spread)).plus(cushion);
}

/** Account risk: Σ(margin + P&L) ÷ Σ margin × 100, or 100 without positions. */
export function hazardRate(positions: { margin: Decimal; pnl: Decimal }[]): Decimal {
  let margin = new LedgerDecimal(0);
  let equity = new LedgerDecimal(0);
  for (const p of positions) {
    margin = margin.plus(p.margin);
    equity = equity.plus(p.margin).plus(p.pnl);
  }
  return margin.isZero() ? HUNDRED : equity.div(margin).times(HUNDRED);
}

/** Limit orders: has the spread-adjusted entry reached the limit? (long: feed + s/2 ≤ limit; short: feed − s/2 ≥ limit) */
export function limitReached(
  side: LeverSide,
  feed: Decimal.Value,
  spread: Decimal.Value,
  limit: Decimal.Value,
): boolean {
  const entry = entryPrice(side, feed, spread);
  return isLong(side) ? entry.lte(limit) : entry.gte(limit);
}

/** TP/SL on the feed: long closes at feed ≥ TP or feed ≤ SL; short at feed ≤ TP or feed ≥ SL (0 = unset). */
export function stopHit(
  side: LeverSide,
  feed: Decimal.Value,
  takeProfit: Decimal.Value,
  stopLoss: Decimal.Value,
): 'take_profit' | 'stop_loss' | null {
  const f = new LedgerDecimal(feed);
  const tp = new LedgerDecimal(takeProfit);
  const sl = new LedgerDecimal(stopLoss);
  if (!tp.isZero() && (isLong(side) ? f.gte(tp) : f.lte(tp))) return 'take_profit';
  if (!sl.isZero() && (isLong(side) ? f.lte(sl) : f.gte(sl))) return 'stop_loss';
  return null;
}
