import { useMemo } from 'react';
import type { Market } from '@/api/market';
import { toDec, type DecimalValue } from '@/lib/decimal';
import { formatNumber } from '@/lib/format';
import { useNumberLocale } from '@/ui/_shared';
import { decimalsOf } from './calc';

/** Money (margin, fee, P&L, balances) in the quote coin: four places at least, more for a pair priced finer. */
export const moneyDecimals = (m: Pick<Market, 'price_precision'>) => Math.max(4, m.price_precision);

export interface TradeFormat {
  /** A price on the pair's tick. */
  price: (v: DecimalValue | null | undefined) => string;
  /** A quote-coin amount. */
  money: (v: DecimalValue | null | undefined) => string;
  /** A contract quantity in the base coin, as exact as the lot size. */
  quantity: (v: DecimalValue | null | undefined) => string;
  /** A coin amount on the pair's amount precision. */
  amount: (v: DecimalValue | null | undefined) => string;
}

/** The pair's number formats in the UI language. */
export function tradeFormat(m: Pick<Market, 'price_precision' | 'amount_precision' | 'lot_size'>, locale: string): TradeFormat {
  const money = moneyDecimals(m);
  const qty = Math.max(decimalsOf(m.lot_size), m.amount_precision);
  return {
    price: (v) => formatNumber(v, 'price', { locale, decimals: m.price_precision }),
    money: (v) => formatNumber(v, 'amount', { locale, decimals: money }),
    quantity: (v) => formatNumber(v, 'amount', { locale, decimals: qty }),
    amount: (v) => formatNumber(v, 'amount', { locale, decimals: m.amount_precision }),
  };
}

export function useTradeFormat(m: Pick<Market, 'price_precision' | 'amount_precision' | 'lot_size'>): TradeFormat {
  const locale = useNumberLocale();
  const { price_precision, amount_precision, lot_size } = m;
  return useMemo(
    () => tradeFormat({ price_precision, amount_precision, lot_size }, locale),
    [price_precision, amount_precision, lot_size, locale],
  );
}

/** A profit ratio ("0.85") as a whole percent in the locale ("85%"; Turkish "%85"). */
export function ratioPercent(ratio: DecimalValue | null | undefined, locale: string): string {
  const d = toDec(ratio);
  return d ? formatNumber(d.times(100), 'percent', { locale, decimals: d.times(100).isInteger() ? 0 : 1 }).replace(/^\+/, '') : '--';
}
