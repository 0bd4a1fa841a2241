import { useMemo } from 'react';
import type { Market } from '@/api/market';
import { toDec, type DecimalValue } from '@/lib/decimal';
import { formatNumber } from '@/lib/format';
import { useNumberLocale } from '@/ui/_shared';
import { decimalsOf } from './calc';

export interface TradeFormat {
  /** A price on the pair's tick (`price_precision`). */
  price: (v: DecimalValue | null | undefined) => string;
  /** A quote-coin amount (margin, fee, P&L, balances): the coin rule, 2 to 8 places. */
  money: (v: DecimalValue | null | undefined) => string;
  /** A contract quantity in the base coin, as exact as the lot size. */
  quantity: (v: DecimalValue | null | undefined) => string;
  /** A coin amount on the pair's amount precision. */
  amount: (v: DecimalValue | null | undefined) => string;
  /** A share or rate in percent ("25" → "25%"; Turkish "%25"). */
  percent: (v: DecimalValue | null | undefined) => string;
  /** A leverage ("10" → "10×"). */
  leverage: (v: DecimalValue | null | undefined) => string;
}

/** The pair's number formats in the UI language (the kinds of `formatNumber`, with the pair's precisions). */
export function tradeFormat(m: Pick<Market, 'price_precision' | 'amount_precision' | 'lot_size'>, locale: string): TradeFormat {
  const qty = Math.max(decimalsOf(m.lot_size), m.amount_precision);
  return {
    price: (v) => formatNumber(v, 'price', { locale, decimals: m.price_precision }),
    money: (v) => formatNumber(v, 'balance', { locale }),
    quantity: (v) => formatNumber(v, 'amount', { locale, decimals: qty }),
    amount: (v) => formatNumber(v, 'amount', { locale, decimals: m.amount_precision }),
    percent: (v) => formatNumber(v, 'percent', { locale }),
    leverage: (v) => formatNumber(v, 'leverage', { locale }),
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

/** A profit ratio ("0.85") as a percent in the locale ("85%", "85.5%"; Turkish "%85"). */
export function ratioPercent(ratio: DecimalValue | null | undefined, locale: string): string {
  return formatNumber(toDec(ratio)?.times(100), 'percent', { locale, decimals: 1 });
}
