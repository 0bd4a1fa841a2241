import type { ExchangeQuote } from '@/api/wallet/exchange';
import { Dec } from '@/lib/decimal';

/**
 * Enough digits for a product of two ledger amounts (each below 10^12 with 8 decimals) before it is cut to 8
 * places: the app's 20-digit `Dec` would round first and could differ from the exchange in the last place.
 */
const Wide = Dec.clone({ precision: 48 });

/**
 * The figures the exchange applies (the demo's `exchangeFigures`, rounded the same way): fee = amount × rate and
 * received = (amount − fee) × from price / to price, each cut (never rounded up) to 8 places; the rate shown is
 * 1 of the paid coin in the bought one, to 8 places.
 */
export function exchangeFigures(amount: string, quote: ExchangeQuote) {
  const paid = new Wide(amount || '0');
  const fee = paid.times(quote.feeRate).toDecimalPlaces(8, Dec.ROUND_DOWN);
  const received = paid.minus(fee).times(quote.fromPrice).dividedBy(quote.toPrice).toDecimalPlaces(8, Dec.ROUND_DOWN);
  const rate = new Wide(quote.fromPrice).dividedBy(quote.toPrice).toDecimalPlaces(8, Dec.ROUND_DOWN);
  return { fee: fee.toFixed(8), received: received.toFixed(8), rate: rate.toFixed(8) };
}
