/**
 * The `symbol` query parameter of the chart pages: `BTC/USDT` (also accepted: lower case, `BTC_USDT`,
 * `BTC-USDT`, surrounding spaces). Anything else is not a pair: the page says so instead of guessing.
 */
export interface PairSymbol {
  base: string;
  quote: string;
  /** Canonical `BASE/QUOTE`. */
  symbol: string;
}

const CODE = /^[A-Z0-9]{1,15}$/;

export function parsePairSymbol(raw: string | null | undefined): PairSymbol | null {
  if (typeof raw !== 'string') return null;
  const parts = raw.trim().toUpperCase().split(/[/_-]/);
  if (parts.length !== 2) return null;
  const [base, quote] = parts as [string, string];
  if (!CODE.test(base) || !CODE.test(quote) || base === quote) return null;
  return { base, quote, symbol: `${base}/${quote}` };
}

/** The white-paper page's `symbol` is a coin (`BTC`); a pair (`BTC/USDT`) names its base coin. */
export function parseCoinSymbol(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const trimmed = raw.trim().toUpperCase();
  if (CODE.test(trimmed)) return trimmed;
  return parsePairSymbol(trimmed)?.base ?? null;
}
