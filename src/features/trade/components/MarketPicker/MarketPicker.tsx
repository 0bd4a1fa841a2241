import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { assetUrl } from '@/api/base';
import type { Market } from '@/api/market';
import { useTickers } from '@/realtime/market';
import { LazyBottomSheet } from '@/ui/LazyOverlay';
import { CoinPair } from '@/ui/CoinPair';
import { EmptyState } from '@/ui/EmptyState';
import { ChevronDown, Icon } from '@/ui/Icon';
import { NumberText } from '@/ui/NumberText';
import { PercentChange } from '@/ui/PercentChange';
import { SearchBar } from '@/ui/SearchBar';
import { buttonReset, visuallyHidden } from '@/ui/_shared';

export interface MarketPickerProps {
  /** The pairs that can be chosen (the tab's). */
  markets: readonly Market[];
  /** The chosen pair's symbol. */
  value: string | undefined;
  onSelect: (symbol: string) => void;
  /** A note after the pair in the button ("Perpetual"). */
  note?: string;
  /** The pair's size in the button (default `lg`; `md` in a row with other controls). */
  size?: 'md' | 'lg';
}

/**
 * The pair being traded, as a button that opens a sheet listing the tab's pairs with their price and 24 h change
 * (refreshed once a second while open), filterable by name.
 */
export function MarketPicker({ markets, value, onSelect, note, size = 'lg' }: MarketPickerProps) {
  const { t } = useTranslation('trade');
  const [open, setOpen] = useState(false);
  const current = markets.find((m) => m.symbol === value);
  return (
    <>
      {/* Named by what it shows (the pair, or "Choose a pair"), then a hint heard after it. */}
      <$Button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {current ? <CoinPair base={current.base} quote={current.quote} src={assetUrl(current.logo) || null} size={size} note={note} /> : <span>{t('picker.none')}</span>}
        {current && <$Hint> {t('picker.change')}</$Hint>}
        <Icon icon={ChevronDown} size="md" />
      </$Button>
      <LazyBottomSheet open={open} onClose={() => setOpen(false)} title={t('picker.title')}>
        <PickerList
          markets={markets}
          value={value}
          onSelect={(symbol) => {
            setOpen(false);
            onSelect(symbol);
          }}
        />
      </LazyBottomSheet>
    </>
  );
}

function PickerList({ markets, value, onSelect }: Omit<MarketPickerProps, 'note' | 'size'>) {
  const { t } = useTranslation('trade');
  const [query, setQuery] = useState('');
  const symbols = useMemo(() => markets.map((m) => m.symbol), [markets]);
  const live = useTickers(symbols, { throttleMs: 1000 });
  const byName = useMemo(() => new Map(live.map((m) => [m.symbol, m])), [live]);
  const q = query.trim().toUpperCase();
  const shown = markets.filter((m) => !q || m.symbol.includes(q) || m.name.toUpperCase().includes(q));
  return (
    <$Sheet>
      <SearchBar value={query} onChange={setQuery} label={t('picker.search')} placeholder={t('picker.search')} />
      {shown.length === 0 ? (
        <EmptyState compact title={t('picker.empty')} />
      ) : (
        <$List>
          {shown.map((m) => {
            const tick = byName.get(m.symbol) ?? m;
            return (
              <li key={m.symbol}>
                <$Row type="button" aria-current={m.symbol === value || undefined} onClick={() => onSelect(m.symbol)}>
                  <CoinPair base={m.base} quote={m.quote} src={assetUrl(m.logo) || null} size="sm" />
                  <$Figures>
                    <NumberText value={tick.price} kind="price" decimals={m.price_precision} />
                    <PercentChange value={tick.change} />
                  </$Figures>
                </$Row>
              </li>
            );
          })}
        </$List>
      )}
    </$Sheet>
  );
}

const $Button = styled.button`
  ${buttonReset}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  min-height: ${({ theme }) => theme.size.touch};
  min-width: 0;
  padding: 0 ${({ theme }) => theme.space['2']};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textPrimary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
  }
`;

const $Hint = styled.span`
  ${visuallyHidden}
`;

const $Sheet = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['4']};
`;

const $List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const $Row = styled.button`
  ${buttonReset}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['3']};
  width: 100%;
  min-height: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => theme.space['2']} 0;
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  &[aria-current] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &[aria-current]::before {
    content: '';
    flex: none;
    width: ${({ theme }) => theme.space['1']};
    align-self: stretch;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.brand};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
  }
`;

const $Figures = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space['1']};
  margin-inline-start: auto;
  font-variant-numeric: tabular-nums;
`;
