import type Decimal from 'decimal.js';
import { Dec, toDec, type DecimalValue } from './decimal';
import { resolveLocale } from './locale';

/**
 * Number display (spec §9): one table of kinds, one rule each. The digits always come from Decimal strings;
 * `Intl` only supplies the locale's grouping, decimal symbol and the placement of sign and percent sign, so
 * no value ever passes through a float on its way to the screen.
 *
 * | kind     | places (`decimals` overrides)                  | trailing zeros   | rounding | sign         |
 * | -------- | ---------------------------------------------- | ---------------- | -------- | ------------ |
 * | price    | the pair's `price_precision` (default 5)       | kept             | half-up  | − only       |
 * | amount   | the pair's `amount_precision` (default 5)      | kept             | half-up  | − only       |
 * | balance  | 2 to 8 (8 = the scale of every wallet column)  | dropped beyond 2 | down     | − only       |
 * | fee      | 2 to 8, as balance                             | dropped beyond 2 | up       | − only       |
 * | fiat     | 2                                              | kept             | half-up  | − only       |
 * | percent  | up to 2 (a rate or share: "16%", "12.5%")      | dropped          | half-up  | − only       |
 * | change   | 2 (a signed change: "+2.50%", "-1.25%")        | kept             | half-up  | + and −      |
 * | compact  | 3 significant digits with K, M, B or T; below 1,000 up to 4 places | dropped | half-up | − only |
 * | leverage | up to 2, then "×" ("10×", "2.5×")              | dropped          | half-up  | − only       |
 * | count    | 0                                              | –                | half-up  | − only       |
 * | available| the coin's display places in the context (`decimals`, default 2); from 1,000,000 compact with M, B, T, 3 significant digits | kept | down | − only |
 *
 * A coin has no precision field on the wire: its amounts come in the wallet's `decimal(20,8)` scale, so a coin
 * amount is shown exactly (up to 8 places), never padded beyond 2. A pair states its own precisions.
 * Percent signs follow the locale (CLDR): "16%" in English, "16 %" in Spanish, "%16" in Turkish.
 * Compact units are the spec's letters in every locale (K, M, then B and T), with the locale's decimal symbol;
 * the unit is chosen after rounding, so 999,950 is "1M", never "1,000K".
 * `available` is a balance where room is short (a trade ticket's "Available", issue 28 item 7): one precision per
 * coin and context (the base coin: the pair's `amount_precision`; the quote coin: 2), never more than is held
 * (rounded down, compact ones too), and never longer than "999,999.99999": it fits on one line, no ellipsis.
 */
export type NumberKind =
  | 'price'
  | 'amount'
  | 'balance'
  | 'fee'
  | 'fiat'
  | 'percent'
  | 'change'
  | 'compact'
  | 'leverage'
  | 'count'
  | 'available';

export interface FormatOptions {
  /** BCP-47 tag (see `toBcp47`); defaults to English. */
  locale?: string;
  /**
   * The precision the data states (a pair's `price_precision` or `amount_precision`): the fixed places of
   * price, amount, fiat, change and count; the most places of balance, fee, percent, leverage and compact.
   */
  decimals?: number;
}

/** Shown in place of a value that is missing or not a number. */
export const EMPTY_VALUE = '--';

/** Spec §9: "default decimals 5". */
const DEFAULT_DECIMALS = 5;
/** Places of every wallet amount on the wire (`decimal(20,8)`, sent as "0.00000000"). */
const COIN_SCALE = 8;

interface Rule {
  /** Places shown at most (`decimals` replaces it). */
  max: number;
  /** Places always shown: trailing zeros are dropped down to this. `'max'` keeps them all. */
  min: number | 'max';
  rounding: Decimal.Rounding;
  style?: 'percent' | 'change';
  suffix?: string;
}

const RULES: Record<Exclude<NumberKind, 'compact'>, Rule> = {
  price: { max: DEFAULT_DECIMALS, min: 'max', rounding: Dec.ROUND_HALF_UP },
  amount: { max: DEFAULT_DECIMALS, min: 'max', rounding: Dec.ROUND_HALF_UP },
  balance: { max: COIN_SCALE, min: 2, rounding: Dec.ROUND_DOWN },
  fee: { max: COIN_SCALE, min: 2, rounding: Dec.ROUND_UP },
  fiat: { max: 2, min: 'max', rounding: Dec.ROUND_HALF_UP },
  percent: { max: 2, min: 0, rounding: Dec.ROUND_HALF_UP, style: 'percent' },
  change: { max: 2, min: 'max', rounding: Dec.ROUND_HALF_UP, style: 'change' },
  leverage: { max: 2, min: 0, rounding: Dec.ROUND_HALF_UP, suffix: '×' },
  count: { max: 0, min: 'max', rounding: Dec.ROUND_HALF_UP },
  available: { max: 2, min: 'max', rounding: Dec.ROUND_DOWN },
};

/** From here an `available` figure is compact ("1.23M"): a longer one would not fit a ticket's line. */
const AVAILABLE_COMPACT_FROM = 1_000_000;

/** Spec §9: below 1,000 compact numbers show "up to 4 decimals". */
const COMPACT_PLAIN_DECIMALS = 4;
const COMPACT_SIGNIFICANT = 3;
const COMPACT_UNITS = [
  [12, 'T'],
  [9, 'B'],
  [6, 'M'],
  [3, 'K'],
] as const;

type Sign = -1 | 0 | 1;

/** Formats a wire or code value by its kind (the table above); `EMPTY_VALUE` when it is not a number. */
export function formatNumber(
  value: DecimalValue | null | undefined,
  kind: NumberKind,
  opts: FormatOptions = {},
): string {
  const d = toDec(value);
  if (d === null) return EMPTY_VALUE;
  const locale = opts.locale ?? 'en';
  if (kind === 'compact') return compact(d, locale, opts.decimals);
  if (kind === 'available' && d.abs().gte(AVAILABLE_COMPACT_FROM)) return compact(d, locale, undefined, Dec.ROUND_DOWN);
  const rule = RULES[kind];
  const max = Math.max(0, opts.decimals ?? rule.max);
  const rounded = d.toDecimalPlaces(max, rule.rounding);
  const min = rule.min === 'max' ? max : Math.min(rule.min, max);
  return localize(trimTo(rounded.abs().toFixed(max), min), signOf(rounded), locale, rule);
}

function compact(
  d: Decimal,
  locale: string,
  decimals: number | undefined,
  rounding: Decimal.Rounding = Dec.ROUND_HALF_UP,
): string {
  const abs = d.abs();
  const plain = abs.toDecimalPlaces(decimals ?? COMPACT_PLAIN_DECIMALS, rounding);
  let unit = '';
  let scaled = plain;
  if (plain.gte(1000)) {
    let index = COMPACT_UNITS.findIndex(([power]) => plain.gte(`1e${power}`));
    scaled = toSignificant(abs, COMPACT_UNITS[index]![0], rounding);
    // rounding may reach the next unit: 999,950 is 1.00M, not 1,000K
    if (scaled.gte(1000) && index > 0) scaled = toSignificant(abs, COMPACT_UNITS[--index]![0], rounding);
    unit = COMPACT_UNITS[index]![1];
  }
  return localize(scaled.toFixed(), scaled.isZero() ? 0 : signOf(d), locale, { suffix: unit });
}

/** `abs` in units of 10^shift, to 3 significant digits but never fewer than its integer digits. */
function toSignificant(abs: Decimal, shift: number, rounding: Decimal.Rounding): Decimal {
  // Moving the point through the exponent is exact; a division would round to 20 digits first and the
  // display rounding would then round a second time.
  const scaled = new Dec(`${abs.toFixed()}e-${shift}`);
  const integerDigits = scaled.trunc().toFixed().length;
  return scaled.toSignificantDigits(Math.max(COMPACT_SIGNIFICANT, integerDigits), rounding);
}

/** Drops trailing zeros of plain digits ("1.2500") down to `min` places ("1.25"; min 0: "1.5", "2"). */
function trimTo(digits: string, min: number): string {
  const point = digits.indexOf('.');
  if (point === -1) return digits;
  let end = digits.length;
  while (end > point + 1 + min && digits[end - 1] === '0') end--;
  return digits.slice(0, end === point + 1 ? point : end);
}

/** 1, 0 or -1; 0 also for anything that is not a number. */
export function signOf(value: unknown): Sign {
  const d = toDec(value);
  if (d === null || d.isZero()) return 0;
  return d.isNegative() ? -1 : 1;
}

// ---- locale plumbing ----

interface Affixes {
  prefix: string;
  suffix: string;
}

interface LocaleNumbers {
  /** Groups integer digits (given as a BigInt, so exactly) the way the locale does, e.g. "1234" in es. */
  integers: Intl.NumberFormat;
  decimal: string;
  /** What goes around the number for each sign: plain, percent and signed percent ("-", "%", "+", "% " …). */
  plain: Record<Sign, Affixes>;
  percent: Record<Sign, Affixes>;
  change: Record<Sign, Affixes>;
}

const NUMBER_PARTS = new Set<string>(['integer', 'group', 'decimal', 'fraction']);
const cache = new Map<string, LocaleNumbers>();

function localeNumbers(locale: string): LocaleNumbers {
  let entry = cache.get(locale);
  if (!entry) {
    entry = buildLocaleNumbers(resolveLocale(locale));
    cache.set(locale, entry);
  }
  return entry;
}

function buildLocaleNumbers(locale: string): LocaleNumbers {
  // Latin digits everywhere: the fraction digits are ours, so the integer digits must match them.
  const base = { numberingSystem: 'latn' } as const;
  const plain = new Intl.NumberFormat(locale, base);
  const percent = new Intl.NumberFormat(locale, { ...base, style: 'percent' });
  const change = new Intl.NumberFormat(locale, { ...base, style: 'percent', signDisplay: 'exceptZero' });
  const affixes = (nf: Intl.NumberFormat, unit: number): Record<Sign, Affixes> => ({
    [-1]: affixesOf(nf.formatToParts(-unit)),
    0: affixesOf(nf.formatToParts(0)),
    1: affixesOf(nf.formatToParts(unit)),
  });
  return {
    integers: plain,
    decimal: plain.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.',
    plain: affixes(plain, 1),
    percent: affixes(percent, 0.01),
    change: affixes(change, 0.01),
  };
}

/** Everything before the first and after the last digit part of a sample: sign, percent sign, spaces, marks. */
function affixesOf(parts: Intl.NumberFormatPart[]): Affixes {
  const first = parts.findIndex((p) => NUMBER_PARTS.has(p.type));
  const last = parts.findLastIndex((p) => NUMBER_PARTS.has(p.type));
  const join = (ps: Intl.NumberFormatPart[]) => ps.map((p) => p.value).join('');
  return { prefix: join(parts.slice(0, first)), suffix: join(parts.slice(last + 1)) };
}

/** Turns unsigned plain digits ("1234.5") into the locale's form, with sign, percent sign and suffix. */
function localize(
  digits: string,
  sign: Sign,
  locale: string,
  opts: { style?: 'percent' | 'change'; suffix?: string },
): string {
  const nums = localeNumbers(locale);
  const [int = '0', fraction] = digits.split('.');
  const body =
    nums.integers.format(BigInt(int)) + (fraction ? nums.decimal + fraction : '') + (opts.suffix ?? '');
  const { prefix, suffix } = nums[opts.style ?? 'plain'][sign];
  return prefix + body + suffix;
}
