/**
 * Order maths for the spot and contract tickets, Decimal only (never floats). Pure, so the tickets, their
 * tests and any feature that needs the same numbers (positions, order confirmations) agree.
 *
 * Contract model (decision 21: isolated margin, linear USDT-margined perpetual):
 *   notional    = lots × lotSize × price
 *   margin      = notional ÷ leverage
 *   fee         = notional × feeRate                  (opening fee, never negative)
 *   liquidation = entry × (1 − 1/leverage + mmr)       long
 *               = entry × (1 + 1/leverage − mmr)       short
 * where mmr is the maintenance-margin rate. The liquidation price is an estimate (the fee and funding
 * are left out) and is shown as such.
 *
 * Leverage and slider percents are small whole numbers from a control, so they stay JS numbers; every
 * price, amount, balance and rate is a `DecimalValue` and is read through `toDec` (a malformed value is
 * "missing", never NaN).
 */
import type Decimal from 'decimal.js';
import { Dec, toDec, type DecimalValue } from './decimal';
import { LEVERAGE_WARNING } from './constants';

export type Side = 'buy' | 'sell';
export type Direction = 'long' | 'short';
export type OrderType = 'market' | 'limit';

type Maybe = DecimalValue | null | undefined;

const ZERO = new Dec(0);
const ONE = new Dec(1);

/** A slider percent as a share 0–1 (clamped; NaN counts as 0). */
const share = (percent: number) => new Dec(Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0).dividedBy(100);

/** A usable leverage: a finite number ≥ 1. */
const validLeverage = (leverage: number) => Number.isFinite(leverage) && leverage >= 1;

// ---- shared ----

/**
 * The opening fee for a notional value: |notional| × feeRate. Never negative: a negative or malformed rate
 * (a maker rebate is not an opening fee) or a malformed notional counts as zero.
 */
export function fee(notionalValue: Maybe, feeRate: Maybe): Decimal {
  const n = toDec(notionalValue);
  const rate = toDec(feeRate);
  if (!n || !rate || rate.lte(0)) return ZERO;
  return n.abs().times(rate);
}

// ---- spot ----

/** price × amount, or null when either is missing. */
export function spotTotal(price: Maybe, amount: Maybe): Decimal | null {
  const p = toDec(price);
  const a = toDec(amount);
  return p && a ? p.times(a) : null;
}

/**
 * The amount for a share of the balance. Buying spends `available` quote: amount = available × p ÷ price;
 * selling sells `available` base: amount = available × p. Rounded down to `decimals` so it never
 * exceeds the balance. Empty string when there is no price (buy) or no balance.
 */
export function spotAmountForPercent(opts: { percent: number; side: Side; available: Maybe; price: Maybe; decimals: number }): string {
  const available = toDec(opts.available);
  if (!available || available.lte(0) || !(opts.percent > 0)) return '';
  const part = available.times(share(opts.percent));
  if (opts.side === 'sell') return part.toFixed(opts.decimals, Dec.ROUND_DOWN);
  const price = toDec(opts.price);
  if (!price || price.lte(0)) return '';
  return part.dividedBy(price).toFixed(opts.decimals, Dec.ROUND_DOWN);
}

/** The share (0–100, whole, rounded down) of the balance an amount uses: the slider follows a typed amount. */
export function spotPercentOf(opts: { side: Side; amount: Maybe; available: Maybe; price: Maybe }): number {
  const amount = toDec(opts.amount);
  const available = toDec(opts.available);
  if (!amount || amount.lte(0) || !available || available.lte(0)) return 0;
  let used = amount;
  if (opts.side === 'buy') {
    const price = toDec(opts.price);
    if (!price || price.lte(0)) return 0;
    used = amount.times(price);
  }
  const percent = used.dividedBy(available).times(100).toDecimalPlaces(0, Dec.ROUND_DOWN);
  return percent.gt(100) ? 100 : percent.toNumber();
}

export type SpotProblem = 'priceRequired' | 'amountRequired' | 'insufficient';

/** The first thing that stops a spot order, or null. */
export function spotProblem(opts: { side: Side; type: OrderType; price: Maybe; amount: Maybe; available: Maybe; lastPrice: Maybe }): SpotProblem | null {
  const price = toDec(opts.type === 'market' ? opts.lastPrice : opts.price);
  if (opts.type === 'limit' && (!price || price.lte(0))) return 'priceRequired';
  const amount = toDec(opts.amount);
  if (!amount || amount.lte(0)) return 'amountRequired';
  const available = toDec(opts.available) ?? ZERO;
  const needed = opts.side === 'buy' ? amount.times(price ?? ZERO) : amount;
  return needed.gt(available) ? 'insufficient' : null;
}

export interface SpotQuote {
  /** price × amount (quote), null while either is missing. */
  total: Decimal | null;
  /** Opening fee on the total (quote), null while the total is. */
  fee: Decimal | null;
}

/** What the spot ticket shows for an order, from its inputs. */
export function spotQuote(opts: { price: Maybe; amount: Maybe; feeRate: Maybe }): SpotQuote {
  const total = spotTotal(opts.price, opts.amount);
  return { total, fee: total ? fee(total, opts.feeRate) : null };
}

// ---- contract ----

/** lots × lotSize × price, or null when any is missing. */
export function notional(lots: Maybe, lotSize: Maybe, price: Maybe): Decimal | null {
  const l = toDec(lots);
  const s = toDec(lotSize);
  const p = toDec(price);
  return l && s && p ? l.times(s).times(p) : null;
}

/** notional ÷ leverage, or null when the notional is missing or the leverage is not ≥ 1. */
export function margin(notionalValue: Maybe, leverage: number): Decimal | null {
  const n = toDec(notionalValue);
  return n && validLeverage(leverage) ? n.dividedBy(leverage) : null;
}

/** Estimated liquidation price (see the model above); null when it would be ≤ 0 or inputs are missing. */
export function liquidationPrice(direction: Direction, entry: Maybe, leverage: number, maintenanceRate: Maybe): Decimal | null {
  const e = toDec(entry);
  const mmr = toDec(maintenanceRate);
  if (!e || e.lte(0) || !mmr || mmr.lt(0) || !validLeverage(leverage)) return null;
  const inv = ONE.dividedBy(leverage);
  const k = direction === 'long' ? ONE.minus(inv).plus(mmr) : ONE.plus(inv).minus(mmr);
  const liq = e.times(k);
  return liq.gt(0) ? liq : null;
}

/** The liquidation-risk warning shows strictly above LEVERAGE_WARNING (10× itself does not warn). */
export const isHighLeverage = (leverage: number): boolean => leverage > LEVERAGE_WARNING;

/** Whole lots affordable with a share of the margin balance (margin + opening fee), capped at maxLots. */
export function lotsForPercent(opts: {
  percent: number;
  available: Maybe;
  lotSize: Maybe;
  price: Maybe;
  leverage: number;
  feeRate: Maybe;
  maxLots: number;
}): number {
  const available = toDec(opts.available);
  const perLotNotional = notional(1, opts.lotSize, opts.price);
  const perLotMargin = margin(perLotNotional, opts.leverage);
  if (!available || available.lte(0) || !perLotNotional || perLotNotional.lte(0) || !perLotMargin || !(opts.percent > 0)) return 0;
  const perLot = perLotMargin.plus(fee(perLotNotional, opts.feeRate));
  const lots = available.times(share(opts.percent)).dividedBy(perLot).toDecimalPlaces(0, Dec.ROUND_DOWN);
  return Math.max(0, Math.min(opts.maxLots, lots.toNumber()));
}

export type LotsProblem = 'lotsRequired' | 'lotsMin' | 'lotsMax';

export function lotsProblem(lots: Maybe, min: number, max: number): LotsProblem | null {
  const l = toDec(lots);
  if (!l || l.lte(0)) return 'lotsRequired';
  if (l.lt(min)) return 'lotsMin';
  if (l.gt(max)) return 'lotsMax';
  return null;
}

export type TpSlProblem = 'tpSide' | 'slSide' | 'slBeyondLiquidation';

/**
 * Take-profit must be on the winning side of the entry (above for long, below for short), stop-loss on
 * the losing side and not past the liquidation price (it would never trigger). Empty fields are fine.
 */
export function tpSlProblems(opts: {
  direction: Direction;
  entry: Maybe;
  takeProfit: Maybe;
  stopLoss: Maybe;
  liquidation: Decimal | null;
}): { takeProfit: TpSlProblem | null; stopLoss: TpSlProblem | null } {
  const entry = toDec(opts.entry);
  const tp = toDec(opts.takeProfit);
  const sl = toDec(opts.stopLoss);
  const long = opts.direction === 'long';
  let takeProfit: TpSlProblem | null = null;
  let stopLoss: TpSlProblem | null = null;
  if (entry && tp && (long ? tp.lte(entry) : tp.gte(entry))) takeProfit = 'tpSide';
  if (entry && sl && (long ? sl.gte(entry) : sl.lte(entry))) stopLoss = 'slSide';
  else if (sl && opts.liquidation && (long ? sl.lte(opts.liquidation) : sl.gte(opts.liquidation))) stopLoss = 'slBeyondLiquidation';
  return { takeProfit, stopLoss };
}

export interface ContractQuote {
  notional: Decimal | null;
  margin: Decimal | null;
  fee: Decimal | null;
  liquidation: Decimal | null;
  /** margin + fee exceed the balance. */
  insufficient: boolean;
}

/** Everything the contract ticket shows for an order, from its inputs. */
export function contractQuote(opts: {
  direction: Direction;
  lots: Maybe;
  lotSize: Maybe;
  price: Maybe;
  leverage: number;
  feeRate: Maybe;
  maintenanceRate: Maybe;
  available: Maybe;
}): ContractQuote {
  const liquidation = liquidationPrice(opts.direction, opts.price, opts.leverage, opts.maintenanceRate);
  const lots = toDec(opts.lots);
  const price = toDec(opts.price);
  const n = lots && lots.gt(0) && price && price.gt(0) ? notional(lots, opts.lotSize, price) : null;
  const m = margin(n, opts.leverage);
  if (!n || !m) return { notional: null, margin: null, fee: null, liquidation, insufficient: false };
  const f = fee(n, opts.feeRate);
  const available = toDec(opts.available) ?? ZERO;
  return { notional: n, margin: m, fee: f, liquidation, insufficient: m.plus(f).gt(available) };
}
