/**
 * Candles in integers, as the series makes them (prices in ticks of 10^-price_precision, volume in units of
 * 10^-amount_precision, turnover in cents): folding them is exact, and `fixed` turns a count into the wire's
 * decimal string.
 */

/** A candle in integers: o/h/l/c in ticks, v in amount units, q (turnover) in cents; t = bucket start (ms). */
export interface RawCandle {
  t: number;
  o: number;
  h: number;
  l: number;
  c: number;
  v: number;
  q: number;
}

/** Folds `next` into `into` (which must be the earlier candle). */
export function fold(into: RawCandle, next: RawCandle): RawCandle {
  into.h = Math.max(into.h, next.h);
  into.l = Math.min(into.l, next.l);
  into.c = next.c;
  into.v += next.v;
  into.q += next.q;
  return into;
}

/** An integer count of 10^-decimals as a decimal string (`fixed(12345, 2)` → `"123.45"`). */
export function fixed(units: number, decimals: number): string {
  const negative = units < 0;
  const digits = String(Math.abs(Math.round(units)));
  if (decimals === 0) return (negative ? '-' : '') + digits;
  const padded = digits.padStart(decimals + 1, '0');
  return `${negative ? '-' : ''}${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`;
}
