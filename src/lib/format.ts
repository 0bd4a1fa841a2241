import type Decimal from 'decimal.js';
import { Dec, toDec, type DecimalValue } from './decimal';
import { resolveLocale } from './locale';

/**
 * Number display (spec §9). The digits always come from Decimal strings; `Intl` only supplies the locale's
 * grouping, decimal symbol and the placement of sign and percent sign, so no value ever passes through a
 * float on its way to the screen.
 */

export type NumberKind = 'price' | 'amount' | 'fiat' | 'percent' | 'compact';

export interface FormatOptions {
  /** BCP-47 tag (see `toBcp47`); defaults to English. */
  locale?: string;
  /** Fixed decimals for price/amount/fiat/percent; the maximum decimals for compact. */
  decimals?: number;
}

/** Shown in place of a value that is missing or not a number. */
export const EMPTY_VALUE = '--';

/** Spec §9: "default decimals 5". */
export const DEFAULT_DECIMALS = 5;
const FIXED_DECIMALS: Record<Exclude<NumberKind, 'compact'>, number> = {
  price: DEFAULT_DECIMALS,
  amount: DEFAULT_DECIMALS,
  fiat: 2,
  percent: 2,
};
/** Spec §9: below 1,000 compact numbers show "up to 4 decimals". For K and M it gives none; 2 reads well. */
const COMPACT_PLAIN_DECIMALS = 4;
const COMPACT_UNIT_DECIMALS = 2;

type Sign = -1 | 0 | 1;

/**
 * Formats a wire or code value for display; `EMPTY_VALUE` when it is not a number.
 *
 * - price, amount: `decimals` (default 5) fixed places, rounded half-up, grouped.
 * - fiat: 2 places unless `decimals` says otherwise.
 * - percent: the value is in percent already ("2.5" → "+2.50%"); sign always shown, none for zero.
 * - compact: above 1,000,000 → millions with "M", above 1,000 → thousands with "K" (spec §9 says "above",
 *   so exactly 1,000,000 is "1,000K"); otherwise up to 4 decimals. Trailing zeros are dropped.
 */
export function formatNumber(
  value: DecimalValue | null | undefined,
  kind: NumberKind,
  opts: FormatOptions = {},
): string {
  const d = toDec(value);
  if (d === null) return EMPTY_VALUE;
  const locale = opts.locale ?? 'en';
  if (kind === 'compact') return compact(d, locale, opts.decimals);
  const decimals = opts.decimals ?? FIXED_DECIMALS[kind];
  const rounded = d.toDecimalPlaces(decimals, Dec.ROUND_HALF_UP);
  return localize(rounded.abs().toFixed(decimals), signOf(rounded), locale, { percent: kind === 'percent' });
}

function compact(d: Decimal, locale: string, decimals: number | undefined): string {
  const abs = d.abs();
  const [shift, unit] = abs.gt(1_000_000) ? [6, 'M'] : abs.gt(1_000) ? [3, 'K'] : [0, ''];
  // Moving the point through the exponent is exact; a division would round to 20 digits first and the
  // display rounding below would then round a second time.
  const scaled = new Dec(`${d.toFixed()}e-${shift}`);
  const rounded = scaled.toDecimalPlaces(
    decimals ?? (unit ? COMPACT_UNIT_DECIMALS : COMPACT_PLAIN_DECIMALS),
    Dec.ROUND_HALF_UP,
  );
  return localize(rounded.abs().toFixed(), signOf(rounded), locale, { unit });
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
  /** What goes around the number for each sign, plain and as a percent ("+", "%", "−", "% " …). */
  plain: Record<Sign, Affixes>;
  percent: Record<Sign, Affixes>;
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
  const percent = new Intl.NumberFormat(locale, { ...base, style: 'percent', signDisplay: 'exceptZero' });
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
  };
}

/** Everything before the first and after the last digit part of a sample: sign, percent sign, spaces, marks. */
function affixesOf(parts: Intl.NumberFormatPart[]): Affixes {
  const first = parts.findIndex((p) => NUMBER_PARTS.has(p.type));
  const last = parts.findLastIndex((p) => NUMBER_PARTS.has(p.type));
  const join = (ps: Intl.NumberFormatPart[]) => ps.map((p) => p.value).join('');
  return { prefix: join(parts.slice(0, first)), suffix: join(parts.slice(last + 1)) };
}

/** Turns unsigned plain digits ("1234.5") into the locale's form, with sign, unit and percent sign. */
function localize(
  digits: string,
  sign: Sign,
  locale: string,
  opts: { percent?: boolean; unit?: string },
): string {
  const nums = localeNumbers(locale);
  const [int = '0', fraction] = digits.split('.');
  const body =
    nums.integers.format(BigInt(int)) + (fraction ? nums.decimal + fraction : '') + (opts.unit ?? '');
  const { prefix, suffix } = (opts.percent ? nums.percent : nums.plain)[sign];
  return prefix + body + suffix;
}
