import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayCurrency } from '@/api/schemas/trade';
import { toDec } from '@/lib/decimal';
import { formatNumber } from '@/lib/format';
import { SelectSheet, type SelectOption } from '@/ui/SelectSheet';
import { useNumberLocale } from '@/ui/_shared';

/** More coins than this: the sheet gets a search field. */
const SEARCH_FROM = 6;

export interface PayCoinFieldProps {
  label: string;
  currencies: readonly PayCurrency[];
  value: number | undefined;
  onChange: (id: number) => void;
  error?: string;
}

/**
 * The pay coin of a bet: a field opening a sheet of every coin the server takes (`/microtrade/payable_currencies`),
 * each with the user's available balance and its minimum stake; the first coin (USDT) first, then those the user
 * holds, then the rest, each group in the server's order.
 */
export function PayCoinField({ label, currencies, value, onChange, error }: PayCoinFieldProps) {
  const { t } = useTranslation('trade');
  const locale = useNumberLocale();
  const options = useMemo(() => {
    const money = (v: string) => formatNumber(v, 'balance', { locale });
    const held = (c: PayCurrency) => toDec(c.balance)?.gt(0) ?? false;
    const [first, ...rest] = currencies;
    const ordered = first ? [first, ...rest.filter(held), ...rest.filter((c) => !held(c))] : [];
    return ordered.map((c): SelectOption => ({
      value: String(c.id),
      // the name alone: a lettered disc beside it would be visible text the field's accessible name lacks
      // (axe's label-content-name-mismatch, on the field and on each option)
      label: c.name,
      description: t('seconds.payOption', { balance: money(c.balance), min: money(c.min), currency: c.name }),
      keywords: c.name,
    }));
  }, [currencies, locale, t]);
  return (
    <SelectSheet
      label={label}
      options={options}
      value={value === undefined ? null : String(value)}
      onChange={(id) => onChange(Number(id))}
      searchable={currencies.length > SEARCH_FROM}
      error={error}
    />
  );
}
