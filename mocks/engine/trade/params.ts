/**
 * Reading the trade calls' fields: every value arrives as an optional string and is refused with a translated
 * failure when it is missing, not a plain number, negative, too precise, or names something that does not
 * exist (a pair, a pair without futures, a stock pair: stocks are text only).
 */
import type Decimal from 'decimal.js';
import { fail, type ServerKey } from '../core';
import { LedgerDecimal } from '../ledger';
import type { MarketInfo } from '../market';
import type { TradeMarket } from './types';

const INT_RE = /^\d{1,9}$/;
const DEC_RE = /^\d{1,12}(?:\.\d{1,20})?$/;

/** A whole number in [min, max], or the failure `key` (with `{min, max}`). */
export function intParam(raw: string | undefined, key: ServerKey, min = 0, max = 999_999_999): number {
  const text = raw?.trim() ?? '';
  const value = INT_RE.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max)) fail(key, { min, max });
  return value;
}

/** One of `choices` (compared as text), or the failure `key`. */
export function choiceParam<T extends string>(
  raw: string | undefined,
  choices: readonly T[],
  key: ServerKey,
): T {
  const text = (raw?.trim() ?? '') as T;
  return choices.includes(text) ? text : fail(key);
}

/** A positive decimal with at most `places` decimals (below 10^12), or the failure `key`. */
export function decimalParam(raw: string | undefined, places: number, key: ServerKey): Decimal {
  const text = raw?.trim() ?? '';
  if (!DEC_RE.test(text)) fail(key);
  const value = new LedgerDecimal(text);
  if (value.isZero() || value.decimalPlaces() > places) fail(key);
  return value;
}

/** `page` (default 1) and `limit` (default `fallback`, at most 100); anything else is a parameter error. */
export function pageParams(input: { page?: string; limit?: string }, fallback: number) {
  const page = input.page?.trim() ? intParam(input.page, 'error.param', 1) : 1;
  const limit = input.limit?.trim() ? intParam(input.limit, 'error.param', 1, 100) : fallback;
  return { page, limit };
}

/** A list's status filter: one of `allowed` (-1 = every status), `fallback` when absent. */
export function statusParam(raw: string | undefined, allowed: readonly string[], fallback: number): number {
  return raw?.trim() ? Number(choiceParam(raw, allowed, 'error.param')) : fallback;
}

/** An optional whole-number filter: absent or empty = none. */
export function optionalInt(raw: string | undefined, key: ServerKey = 'error.param'): number | undefined {
  return raw?.trim() ? intParam(raw, key) : undefined;
}

type PairUse = 'spot' | 'futures' | 'micro';

/** Refuses what a pair does not trade: stocks (text only) everywhere; futures need the pair's contract. */
function checkUse(pair: MarketInfo, use: PairUse): MarketInfo {
  if (pair.kind === 'stock') fail('error.pairUnavailable');
  if (use === 'futures' && !pair.futures) fail('error.futuresUnavailable');
  return pair;
}

/** The pair of `currency_id` (base coin) and `legal_id` (quote coin), both required. */
export function pairParam(
  market: TradeMarket,
  input: { currency_id?: string; legal_id?: string },
  use: PairUse,
): MarketInfo {
  const currency = intParam(input.currency_id, 'error.marketUnknown', 1);
  const legal = intParam(input.legal_id, 'error.marketUnknown', 1);
  const pair = market.marketByCurrency(currency);
  if (!pair || pair.legal_id !== legal) return fail('error.marketUnknown');
  return checkUse(pair, use);
}

/** The pair of a match id (`quotation[].id` = the pair's 1-based position, `sort`). */
export function pairByMatchId(market: TradeMarket, raw: string | undefined, use: PairUse): MarketInfo {
  const id = intParam(raw, 'error.marketUnknown', 1);
  const pair = market.markets().find((m) => m.sort === id);
  return checkUse(pair ?? fail('error.marketUnknown'), use);
}

/** Optional pair filter of the lists: both ids, one of them, or neither. */
export function pairFilter(input: { currency_id?: string; legal_id?: string }) {
  return { currency: optionalInt(input.currency_id), legal: optionalInt(input.legal_id) };
}
