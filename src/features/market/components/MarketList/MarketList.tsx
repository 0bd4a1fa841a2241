import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Market } from '@/api/market';
import { useTickers } from '@/realtime/market';
import { Icon, ChevronDown, ChevronUp } from '@/ui/Icon';
import { TickerRowHeader } from '@/ui/TickerRow';
import { visuallyHidden } from '@/ui/_shared';
import { nextSort, sortMarkets, type Sort, type SortKey } from '../../sort';
import { MarketRow } from '../MarketRow';

export interface MarketListProps {
  /** The pairs in their default order (server order or a ranking). */
  markets: readonly Market[];
  /** Names the table for assistive technology. */
  label: string;
  /** Sort buttons in the header (name / price / change). Default true. */
  sortable?: boolean;
  showFavorite?: boolean;
  favorites?: ReadonlySet<string>;
  onToggleFavorite?: (market: Market, favorite: boolean) => void;
  onOpen?: (symbol: string) => void;
  /** Show the 1-based position (rankings). */
  ranked?: boolean;
  /** Shown instead of rows when `markets` is empty. */
  empty?: ReactNode;
}

const COLUMNS: { key: SortKey; label: 'list.name' | 'list.price' | 'list.change'; align?: 'end' }[] = [
  { key: 'name', label: 'list.name' },
  { key: 'price', label: 'list.price', align: 'end' },
  { key: 'change', label: 'list.change', align: 'end' },
];

/**
 * The market table: a header of sort buttons (aria-sort on the column headers) and one live row per pair.
 * Sorting by name uses the given figures; sorting by price or change follows the live figures, re-sorted
 * at most once a second (rows update on their own in between).
 */
export function MarketList({
  markets,
  label,
  sortable = true,
  showFavorite = false,
  favorites,
  onToggleFavorite,
  onOpen,
  ranked = false,
  empty,
}: MarketListProps) {
  const { t } = useTranslation('market');
  const [sort, setSort] = useState<Sort | null>(null);
  const live = sort && sort.key !== 'name';
  const symbols = useMemo(() => markets.map((m) => m.symbol), [markets]);
  const liveRows = useTickers(live ? symbols : NO_SYMBOLS);
  const ordered = useMemo(() => {
    if (!sort) return markets;
    const source = live && liveRows.length ? mergeLive(markets, liveRows) : markets;
    return sortMarkets(source, sort);
  }, [markets, sort, live, liveRows]);

  if (markets.length === 0 && empty) return <>{empty}</>;

  return (
    <$Table role="table" aria-label={label}>
      <TickerRowHeader favorite={showFavorite}>
        {COLUMNS.map((c) => {
          const active = sort?.key === c.key;
          const ariaSort = active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none';
          return (
            <$HeadCell
              key={c.key}
              role="columnheader"
              aria-sort={sortable ? ariaSort : undefined}
              data-align={c.align}
            >
              {sortable ? (
                <$SortButton
                  type="button"
                  onClick={() => setSort((s) => nextSort(s, c.key))}
                  data-active={active || undefined}
                >
                  {t(c.label)}
                  <$Arrows aria-hidden="true">
                    <Icon icon={ChevronUp} size="sm" data-on={(active && sort.dir === 'asc') || undefined} />
                    <Icon
                      icon={ChevronDown}
                      size="sm"
                      data-on={(active && sort.dir === 'desc') || undefined}
                    />
                  </$Arrows>
                </$SortButton>
              ) : (
                t(c.label)
              )}
            </$HeadCell>
          );
        })}
        {showFavorite && (
          <$HeadCell role="columnheader">
            <$Hidden>{t('list.favorite')}</$Hidden>
          </$HeadCell>
        )}
      </TickerRowHeader>
      {ordered.map((m, i) => (
        <MarketRow
          key={m.symbol}
          symbol={m.symbol}
          showFavorite={showFavorite}
          favorite={favorites?.has(m.symbol) ?? false}
          onToggleFavorite={onToggleFavorite}
          onOpen={onOpen}
          rank={ranked && !sort ? i + 1 : undefined}
        />
      ))}
    </$Table>
  );
}

const NO_SYMBOLS: string[] = [];

/** The given rows with live figures where the feed has them (same order). */
function mergeLive(markets: readonly Market[], live: readonly Market[]): Market[] {
  const bySymbol = new Map(live.map((m) => [m.symbol, m]));
  return markets.map((m) => bySymbol.get(m.symbol) ?? m);
}

const $Table = styled.div`
  display: flex;
  flex-direction: column;
`;

const $HeadCell = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  min-height: ${({ theme }) => theme.size.touch};
  &[data-align='end'] {
    justify-content: flex-end;
  }
`;

const $SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &[data-active] {
    color: ${({ theme }) => theme.color.textPrimary};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const $Arrows = styled.span`
  display: inline-flex;
  flex-direction: column;
  line-height: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  & > svg {
    opacity: 0.4;
  }
  & > svg[data-on] {
    opacity: 1;
    color: ${({ theme }) => theme.color.brand};
  }
`;

const $Hidden = styled.span`
  ${visuallyHidden}
`;
