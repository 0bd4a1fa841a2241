/**
 * Money inside the ledger: exact decimals (decimal.js), stored and sent as strings with 8 decimal places,
 * the scale of the API family's `decimal(20,8)` wallet columns.
 *
 * The clone has far more significant digits than any sum of ledger amounts needs (amounts are below 10^20
 * with at most 8 decimals, so 28 digits each): additions and subtractions are exact, never rounded.
 * Callers that compute an amount (a fee = rate × amount) quantize it first with `quantize`.
 */
import Decimal from 'decimal.js';

export const LedgerDecimal = Decimal.clone({
  precision: 64,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -9e15,
  toExpPos: 9e15,
});
export type LedgerDecimal = Decimal;

/** Decimal places of every ledger amount. */
export const LEDGER_SCALE = 8;
/** Amounts are strictly below this (the integer part of `decimal(20,8)`: 12 digits). */
export const LEDGER_MAX = new LedgerDecimal('1e12');

export const ZERO = new LedgerDecimal(0);

// Plain decimal notation only: no sign, exponent, hex, underscores or spaces.
const AMOUNT_RE = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A value the ledger accepts as an amount: a decimal string ("12.5") or a Decimal. Never a JS number. */
export type AmountInput = string | Decimal;

/**
 * Parses an amount, or returns `null` when it is not a finite, non-negative decimal with at most
 * `LEDGER_SCALE` places below `LEDGER_MAX`. Zero is accepted here; operations reject it where it makes no sense.
 */
export function parseAmount(value: unknown): Decimal | null {
  let amount: Decimal;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!AMOUNT_RE.test(text)) return null;
    amount = new LedgerDecimal(text);
  } else if (Decimal.isDecimal(value)) {
    amount = new LedgerDecimal(value);
  } else {
    return null;
  }
  if (!amount.isFinite() || amount.isNegative() || amount.gte(LEDGER_MAX)) return null;
  if (amount.decimalPlaces() > LEDGER_SCALE) return null;
  return amount;
}

/** Rounds a computed value to the ledger's scale (default: down, so a fee or payout never exceeds its source). */
export function quantize(value: Decimal.Value, rounding: Decimal.Rounding = Decimal.ROUND_DOWN): Decimal {
  return new LedgerDecimal(value).toDecimalPlaces(LEDGER_SCALE, rounding);
}

/** The stored and wire form: fixed notation with exactly 8 decimals ("0.00000000"). */
export const fmt = (value: Decimal.Value): string => new LedgerDecimal(value).toFixed(LEDGER_SCALE);

/** Reads a stored amount back. */
export const dec = (stored: string): Decimal => new LedgerDecimal(stored);
