/**
 * What stops an order before it is sent (spec §5, §9). Each check names its problem; the tickets' zod schemas report
 * it on its field as `trade:error.<problem>` (`./ticketForm.ts`). Pure and Decimal-only, like `./calc.ts`.
 */
import type Decimal from 'decimal.js';
import { toDec, type DecimalValue } from '@/lib/decimal';
import type { LeverSide, OrderKind, PayCurrency, SecondsOption, SpotSide } from '@/api/schemas/trade';

type Maybe = DecimalValue | null | undefined;

export type LotsProblem = 'lotsRequired' | 'lotsWhole' | 'lotsMin' | 'lotsMax';
export type PriceProblem = 'priceRequired' | 'priceTick';
export type LeverageProblem = 'leverageMax' | 'leverageChoice';
export type FundsProblem = 'insufficient';
export type TpSlProblem = 'tpSide' | 'slSide' | 'slBeyondLiquidation' | 'priceTick';
export type AmountProblem = 'amountRequired' | 'amountPrecision' | 'amountMin' | 'amountMax' | 'durationMin';

/** Lots must be a whole number within [min, max] (at least one). */
export function lotsProblem(lots: Maybe, min: Maybe, max: Maybe): LotsProblem | null {
  const l = toDec(lots);
  if (!l) return 'lotsRequired';
  if (!l.isInteger()) return 'lotsWhole';
  const lo = toDec(min);
  const hi = toDec(max);
  if (l.lte(0) || (lo && l.lt(lo))) return 'lotsMin';
  if (hi && hi.gt(0) && l.gt(hi)) return 'lotsMax';
  return null;
}

/** A price must be positive and on the pair's tick: no more fraction digits than `precision`. */
export function priceProblem(price: Maybe, precision: number): PriceProblem | null {
  const p = toDec(price);
  if (!p || p.lte(0)) return 'priceRequired';
  return p.decimalPlaces() > precision ? 'priceTick' : null;
}

/** The leverage must be one the server offers, and never above the largest. */
export function leverageProblem(leverage: number, choices: readonly number[]): LeverageProblem | null {
  if (choices.length === 0) return null;
  if (leverage > Math.max(...choices)) return 'leverageMax';
  return choices.includes(leverage) ? null : 'leverageChoice';
}

/** What the order needs (margin + fee, or a spot total) against what is available. */
export function fundsProblem(required: Decimal | null, available: Maybe): FundsProblem | null {
  if (!required) return null;
  const a = toDec(available);
  return !a || required.gt(a) ? 'insufficient' : null;
}

/**
 * Take profit on the winning side of every reference price (the entry; for an open position also the current
 * price), stop loss on the losing side and not past the liquidation price (it would never trigger); both on the
 * price tick. Empty fields are fine.
 */
export function tpSlProblems(opts: {
  side: LeverSide;
  references: readonly Maybe[];
  takeProfit: string;
  stopLoss: string;
  liquidation: Decimal | null;
  precision: number;
}): { takeProfit: TpSlProblem | null; stopLoss: TpSlProblem | null } {
  const long = opts.side === 'long';
  const refs = opts.references.map((r) => toDec(r)).filter((r): r is Decimal => r !== null);
  const check = (raw: string, kind: 'tp' | 'sl'): TpSlProblem | null => {
    if (raw.trim() === '') return null;
    const v = toDec(raw);
    if (!v || v.lte(0)) return kind === 'tp' ? 'tpSide' : 'slSide';
    if (v.decimalPlaces() > opts.precision) return 'priceTick';
    const winning = kind === 'tp' ? long : !long;
    if (refs.some((r) => (winning ? v.lte(r) : v.gte(r)))) return kind === 'tp' ? 'tpSide' : 'slSide';
    if (kind === 'sl' && opts.liquidation && (long ? v.lte(opts.liquidation) : v.gte(opts.liquidation)))
      return 'slBeyondLiquidation';
    return null;
  };
  return { takeProfit: check(opts.takeProfit, 'tp'), stopLoss: check(opts.stopLoss, 'sl') };
}

export interface ContractProblems {
  lots: LotsProblem | null;
  price: PriceProblem | null;
  leverage: LeverageProblem | null;
  funds: FundsProblem | null;
  takeProfit: TpSlProblem | null;
  stopLoss: TpSlProblem | null;
}

/** Every check of the contract ticket at once. */
export function contractProblems(opts: {
  side: LeverSide;
  kind: OrderKind;
  lots: string;
  minLots: Maybe;
  maxLots: Maybe;
  price: string;
  pricePrecision: number;
  leverage: number;
  leverages: readonly number[];
  required: Decimal | null;
  balance: Maybe;
  entry: Decimal | null;
  liquidation: Decimal | null;
  takeProfit: string;
  stopLoss: string;
}): ContractProblems {
  const tpsl = tpSlProblems({
    side: opts.side,
    references: [opts.entry],
    takeProfit: opts.takeProfit,
    stopLoss: opts.stopLoss,
    liquidation: opts.liquidation,
    precision: opts.pricePrecision,
  });
  return {
    lots: lotsProblem(opts.lots, opts.minLots, opts.maxLots),
    price: opts.kind === 'limit' ? priceProblem(opts.price, opts.pricePrecision) : null,
    leverage: leverageProblem(opts.leverage, opts.leverages),
    funds: fundsProblem(opts.required, opts.balance),
    ...tpsl,
  };
}

export interface SpotProblems {
  price: PriceProblem | null;
  amount: 'amountRequired' | 'amountPrecision' | null;
  funds: FundsProblem | null;
}

/** The spot ticket's checks: buying spends quote (price × amount), selling spends the coin. */
export function spotProblems(opts: {
  side: SpotSide;
  kind: OrderKind;
  price: string;
  pricePrecision: number;
  amount: string;
  amountPrecision: number;
  total: Decimal | null;
  available: Maybe;
}): SpotProblems {
  const a = toDec(opts.amount);
  const amount: SpotProblems['amount'] =
    !a || a.lte(0) ? 'amountRequired' : a.decimalPlaces() > opts.amountPrecision ? 'amountPrecision' : null;
  const need = opts.side === 'buy' ? opts.total : a && a.gt(0) ? a : null;
  return {
    price: opts.kind === 'limit' ? priceProblem(opts.price, opts.pricePrecision) : null,
    amount,
    funds: amount ? null : fundsProblem(need, opts.available),
  };
}

export interface SecondsProblems {
  amount: AmountProblem | null;
  funds: FundsProblem | null;
}

/** The seconds ticket's checks: within the pay currency's limits, the duration's minimum, and stake + fee within the balance. */
export function secondsProblems(opts: { amount: string; currency: PayCurrency | undefined; option: SecondsOption | undefined }): SecondsProblems {
  const a = toDec(opts.amount);
  if (!a || a.lte(0)) return { amount: 'amountRequired', funds: null };
  const c = opts.currency;
  const min = toDec(c?.min);
  const max = toDec(c?.max);
  const durationMin = toDec(opts.option?.minAmount);
  let amount: AmountProblem | null = null;
  if (min && min.gt(0) && a.lt(min)) amount = 'amountMin';
  else if (max && max.gt(0) && a.gt(max)) amount = 'amountMax';
  else if (durationMin && durationMin.gt(0) && a.lt(durationMin)) amount = 'durationMin';
  // the fee is charged on the stake: the balance covers both
  const fee = toDec(c?.feeRate);
  const need = fee && fee.gt(0) ? a.plus(a.times(fee)) : a;
  return { amount, funds: amount ? null : fundsProblem(need, c?.balance) };
}
