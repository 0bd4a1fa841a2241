import Decimal from 'decimal.js';

/**
 * The app's decimal type (spec §9: precision 20, half-up rounding). Prices and balances arrive as strings
 * and stay `Decimal` in code; never `Number()` them.
 *
 * `toExpNeg`/`toExpPos` are pushed to their limits so `toString()` never switches to exponent notation:
 * a balance of 0.00000001 must go back to the server as "0.00000001", not "1e-8".
 */
export const Dec = Decimal.clone({
  precision: 20,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -9e15,
  toExpPos: 9e15,
});

/** A value the decimal helpers accept (string, number or Decimal). */
export type DecimalValue = Decimal.Value;

// Wire and code values: optional sign, digits with an optional point, optional exponent. Rejects what
// decimal.js would otherwise accept but no price ever looks like: "0x1f", "1_000", "Infinity", " 1".
const NUMERIC_RE = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * What a user may type in an amount field: digits with at most one point; no sign, no exponent, no spaces.
 * "1." and ".5" are accepted because they are what a user has typed half-way through.
 */
export const USER_AMOUNT_RE = /^(?:\d+\.?\d*|\.\d+)$/;

/** Converts a wire or code value to a finite `Decimal`, or `null` when it is not a number. */
export function toDec(value: unknown): Decimal | null {
  if (typeof value === 'string') return NUMERIC_RE.test(value) ? new Dec(value) : null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Dec(value) : null;
  if (Decimal.isDecimal(value)) return value.isFinite() ? new Dec(value) : null;
  return null;
}

/**
 * `value` rounded half-up to `decimals` places, padded with zeros, never in exponent notation.
 * A result that rounds to zero carries no sign ("-0.001" → "0.00").
 * Throws a RangeError for a value that is not a finite number: callers validate with `toDec` first.
 */
export function fixed(value: DecimalValue, decimals: number): string {
  const d = toDec(value);
  if (d === null) throw new RangeError(`fixed: not a finite number: ${String(value)}`);
  const text = d.toFixed(decimals, Dec.ROUND_HALF_UP);
  return /^-[0.]+$/.test(text) ? text.slice(1) : text;
}

/**
 * Cuts the fraction of a number being typed to at most `decimals` digits (truncation, not rounding: the
 * field must not change digits the user typed). With `decimals` 0 the point goes too.
 * Anything before the point is left as typed.
 */
export function clampDecimals(input: string, decimals: number): string {
  const point = input.indexOf('.');
  if (point === -1) return input;
  return decimals <= 0 ? input.slice(0, point) : input.slice(0, point + 1 + decimals);
}
