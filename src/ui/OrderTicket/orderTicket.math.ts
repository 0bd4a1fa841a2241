/**
 * Order-ticket maths, Decimal only (never floats). Pure, so the ticket, its tests and any feature that
 * needs the same numbers agree.
 *
 * Contract model (isolated margin, linear USDT-margined perpetual):
 *   notional    = lots × lotSize × price
 *   margin      = notional ÷ leverage
 *   fee         = notional × feeRate                  (opening fee)
 *   liquidation = entry × (1 − 1/leverage + mmr)       long
 *               = entry × (1 + 1/leverage − mmr)       short
 * where mmr is the maintenance-margin rate. The liquidation price is an estimate (the fee and funding
 * are left out) and is shown as such.
 */
import type Decimal from 'decimal.js';
import { Dec, toDec, type DecimalValue } from '@/lib/decimal';
import { LEVERAGE_WARNING } from '@/lib/constants';

export type Side = 'buy' | 'sell';
export type Direction = 'long' | 'short';
export type OrderType = 'market' | 'limit';

const ZERO = new Dec(0);
const pct = (percent: number) => new Dec(Math.min(100, Math.max(0, percent))).dividedBy(100);

// ---- spot ----

/** price × amount, or null when either is missing. */
export function spotTotal(price: DecimalValue | null | undefined, amount: DecimalValue | null | undefined): Decimal | null {
  const p = toDec(price);
  const a = toDec(amount);
  return p && a ? p.times(a) : null;
}

/**
 * The amount for a share of the balance. Buying spends `available` quote: amount = available × p ÷ price;
 * selling sells `available` base: amount = available × p. Rounded down to `decimals` so it never
 * exceeds the balance. Empty string when there is no price (buy) or no balance.
 */
export function spotAmountForPercent(opts: {
  percent: number;
  side: Side;
  available: DecimalValue;
  price: DecimalValue | null | undefined;
  decimals: number;
}): string {
  const available = toDec(opts.available);
  if (!available || available.lte(0) || opts.percent <= 0) return '';
  const share = available.times(pct(opts.percent));
  if (opts.side === 'sell') return share.toFixed(opts.decimals, Dec.ROUND_DOWN);
  const price = toDec(opts.price);
  if (!price || price.lte(0)) return '';
  return share.dividedBy(price).toFixed(opts.decimals, Dec.ROUND_DOWN);
}

/** The share (0–100, whole) of the balance an amount uses: the slider follows a typed amount. */
export function spotPercentOf(opts: { side: Side; amount: DecimalValue; available: DecimalValue; price: DecimalValue | null | undefined }): number {
  const amount = toDec(opts.amount);
  const available = toDec(opts.available);
  if (!amount || !available || available.lte(0)) return 0;
  const used = opts.side === 'sell' ? amount : (() => {
    const p = toDec(opts.price);
    return p ? amount.times(p) : ZERO;
  })();
  return Math.min(100, used.dividedBy(available).times(100).toDecimalPlaces(0, Dec.ROUND_DOWN).toNumber());
}

export type SpotProblem = 'priceRequired' | 'amountRequired' | 'insufficient';

/** The first thing that stops a spot order, or null. */
export function spotProblem(opts: { side: Side; type: OrderType; price: string; amount: string; available: DecimalValue; lastPrice: DecimalValue }): SpotProblem | null {
  const price = opts.type === 'market' ? toDec(opts.lastPrice) : toDec(opts.price);
  if (opts.type === 'limit' && (!price || price.lte(0))) return 'priceRequired';
  const amount = toDec(opts.amount);
  if (!amount || amount.lte(0)) return 'amountRequired';
  const available = toDec(opts.available) ?? ZERO;
  const needed = opts.side === 'buy' ? amount.times(price ?? ZERO) : amount;
  return needed.gt(available) ? 'insufficient' : null;
}

// ---- contract ----

export const notional = (lots: DecimalValue, lotSize: DecimalValue, price: DecimalValue): Decimal =>
  new Dec(lots).times(lotSize).times(price);

export const margin = (notionalValue: DecimalValue, leverage: number): Decimal => new Dec(notionalValue).dividedBy(leverage);

export const fee = (notionalValue: DecimalValue, feeRate: DecimalValue): Decimal => new Dec(notionalValue).times(feeRate);

/** Estimated liquidation price (see the model above); null when it would be ≤ 0 or inputs are missing. */
export function liquidationPrice(direction: Direction, entry: DecimalValue | null | undefined, leverage: number, maintenanceRate: DecimalValue): Decimal | null {
  const e = toDec(entry);
  const mmr = toDec(maintenanceRate);
  if (!e || e.lte(0) || !mmr || leverage < 1) return null;
  const inv = new Dec(1).dividedBy(leverage);
  const k = direction === 'long' ? new Dec(1).minus(inv).plus(mmr) : new Dec(1).plus(inv).minus(mmr);
  const liq = e.times(k);
  return liq.gt(0) ? liq : null;
}

/** The liquidation-risk warning shows strictly above LEVERAGE_WARNING (10× itself does not warn). */
export const isHighLeverage = (leverage: number): boolean => leverage > LEVERAGE_WARNING;

/** Whole lots affordable with a share of the margin balance (margin + opening fee), capped at maxLots. */
export function lotsForPercent(opts: {
  percent: number;
  available: DecimalValue;
  lotSize: DecimalValue;
  price: DecimalValue | null | undefined;
  leverage: number;
  feeRate: DecimalValue;
  maxLots: number;
}): number {
  const available = toDec(opts.available);
  const price = toDec(opts.price);
  if (!available || !price || price.lte(0) || opts.percent <= 0) return 0;
  const perLot = new Dec(opts.lotSize).times(price).times(new Dec(1).dividedBy(opts.leverage).plus(opts.feeRate));
  if (perLot.lte(0)) return 0;
  const lots = available.times(pct(opts.percent)).dividedBy(perLot).toDecimalPlaces(0, Dec.ROUND_DOWN).toNumber();
  return Math.min(opts.maxLots, lots);
}

export type LotsProblem = 'lotsRequired' | 'lotsMin' | 'lotsMax';

export function lotsProblem(lots: string, min: number, max: number): LotsProblem | null {
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
  entry: DecimalValue | null | undefined;
  takeProfit: string;
  stopLoss: string;
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

/** Everything the ticket shows for a contract order, from its inputs. */
export function contractQuote(opts: {
  direction: Direction;
  lots: string;
  lotSize: DecimalValue;
  price: DecimalValue | null | undefined;
  leverage: number;
  feeRate: DecimalValue;
  maintenanceRate: DecimalValue;
  available: DecimalValue;
}): ContractQuote {
  const lots = toDec(opts.lots);
  const price = toDec(opts.price);
  if (!lots || lots.lte(0) || !price || price.lte(0))
    return { notional: null, margin: null, fee: null, liquidation: liquidationPrice(opts.direction, price, opts.leverage, opts.maintenanceRate), insufficient: false };
  const n = notional(lots, opts.lotSize, price);
  const m = margin(n, opts.leverage);
  const f = fee(n, opts.feeRate);
  const available = toDec(opts.available) ?? ZERO;
  return {
    notional: n,
    margin: m,
    fee: f,
    liquidation: liquidationPrice(opts.direction, price, opts.leverage, opts.maintenanceRate),
    insufficient: m.plus(f).gt(available),
  };
}
