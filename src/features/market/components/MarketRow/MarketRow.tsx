import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Market } from '@/api/market';
import { formatNumber } from '@/lib/format';
import { useTicker } from '@/realtime/market';
import { CoinPair } from '@/ui/CoinPair';
import { Icon, Star } from '@/ui/Icon';
import { PercentChange } from '@/ui/PercentChange';
import { PriceText } from '@/ui/NumberText';
import { Skeleton } from '@/ui/Skeleton';
import { useNumberLocale } from '@/ui/_shared';
import { chartPath } from '../../paths';

export interface MarketRowProps {
  symbol: string;
  /** Show the star button; `favorite` is its state. */
  showFavorite?: boolean;
  favorite?: boolean;
  onToggleFavorite?: (market: Market, favorite: boolean) => void;
  /** Called when the row's link is followed (e.g. to record a recent view). */
  onOpen?: (symbol: string) => void;
  /** Position in a ranking (1-based), shown before the pair. */
  rank?: number;
}

/**
 * One live pair row (role="row" inside MarketList's table). It subscribes to its own symbol only, so a
 * push for another pair does not render it; the price flashes through a data attribute, not a re-render
 * of anything around it. Stock rows are text only (no chart link).
 */
export const MarketRow = memo(function MarketRow({ symbol, showFavorite = false, favorite = false, onToggleFavorite, onOpen, rank }: MarketRowProps) {
  const { t } = useTranslation('market');
  const locale = useNumberLocale();
  const m = useTicker(symbol);
  if (!m) {
    return (
      <$Row role="row" aria-busy="true" data-fav={showFavorite || undefined}>
        <$Cell role="cell">
          <Skeleton width="7em" />
        </$Cell>
        <$Cell role="cell" data-align="end">
          <Skeleton width="5em" />
        </$Cell>
        <$Cell role="cell" data-align="end">
          <Skeleton width="4.5em" />
        </$Cell>
        {showFavorite && <$Cell role="cell" data-fav />}
      </$Row>
    );
  }
  const stock = m.kind === 'stock';
  const pair = (
    <>
      {rank !== undefined && <$Rank aria-hidden="true">{rank}</$Rank>}
      <$PairText>
        <CoinPair base={m.base} quote={m.quote} size="sm" note={stock ? t('row.stock') : undefined} />
        <$Volume>{t('row.volume', { value: formatNumber(m.volume, 'compact', { locale }) })}</$Volume>
      </$PairText>
    </>
  );
  return (
    <$Row role="row" data-symbol={symbol} data-fav={showFavorite || undefined}>
      <$Cell role="cell">
        {stock ? (
          <$Static>{pair}</$Static>
        ) : (
          <$Link to={chartPath(symbol)} onClick={() => onOpen?.(symbol)}>
            {pair}
          </$Link>
        )}
      </$Cell>
      <$Cell role="cell" data-align="end">
        <PriceText value={m.price} decimals={m.price_precision} />
      </$Cell>
      <$Cell role="cell" data-align="end">
        <PercentChange value={m.change} variant="filled" arrow />
      </$Cell>
      {showFavorite && (
        <$Cell role="cell" data-fav>
          <$Star
            type="button"
            aria-pressed={favorite}
            aria-label={t('row.favorite', { symbol })}
            data-on={favorite || undefined}
            onClick={() => onToggleFavorite?.(m, !favorite)}
          >
            <Icon icon={Star} size="md" />
          </$Star>
        </$Cell>
      )}
    </$Row>
  );
});

export const ROW_COLUMNS = 'minmax(0, 1.4fr) minmax(0, 1fr) minmax(5.5em, auto)';

const $Row = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: ${ROW_COLUMNS};
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  min-height: calc(${({ theme }) => theme.size.touch} + ${({ theme }) => theme.space['4']});
  padding: 0 ${({ theme }) => theme.space['4']};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  &[data-fav] {
    grid-template-columns: ${ROW_COLUMNS} ${({ theme }) => theme.size.touch};
    padding-right: 0;
  }
  &:active {
    background: ${({ theme }) => theme.color.bgPressed};
  }
`;

const $Cell = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  &[data-align='end'] {
    justify-content: flex-end;
  }
`;

const $Link = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
  color: inherit;
  text-decoration: none;
  /* The whole row is the touch target; the star button sits above it. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }
`;

const $Static = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
`;

const $PairText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  min-width: 0;
`;

const $Volume = styled.span`
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const $Rank = styled.span`
  min-width: 1.5em;
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

const $Star = styled.button`
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.textTertiary};
  cursor: pointer;
  &[data-on] {
    color: ${({ theme }) => theme.color.warning};
  }
  &[data-on] svg {
    fill: currentColor;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }
`;
