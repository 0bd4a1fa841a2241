import { USER_AMOUNT_RE } from '@/lib/decimal';

/**
 * Accepts what a user may type into an amount field, or returns null to keep the last valid value.
 * - digits with at most one point; "1." and ".5" allowed (half-typed); a decimal comma becomes a point;
 * - no sign, exponent, spaces or letters (so pasted garbage is refused whole);
 * - at most `decimals` fraction digits (0 = whole numbers only).
 */
export function acceptAmount(raw: string, decimals: number): string | null {
  if (raw === '') return '';
  let text = raw.trim();
  if (!text.includes('.') && (text.match(/,/g)?.length ?? 0) === 1) text = text.replace(',', '.');
  if (!USER_AMOUNT_RE.test(text)) return null;
  const point = text.indexOf('.');
  if (point !== -1) {
    if (decimals <= 0) return null;
    if (text.length - point - 1 > decimals) return null;
  }
  return text;
}
