import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Market } from '@/api/market';
import { formatNumber } from '@/lib/format';
import { useMarketMeta, useTickerLive } from '@/realtime/market';
import { CoinPair } from '@/ui/CoinPair';
import { Icon, Star } from '@/ui/Icon';
import { LivePercentChange } from '@/ui/PercentChange';
import { LivePriceText, LiveText } from '@/ui/NumberText';
import { Skeleton } from '@/ui/Skeleton';
import { mapLive, useNumberLocale } from '@/ui/_shared';
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
 * One live pair row (role="row" inside MarketList's table). The row renders from the pair's static snapshot
 * row only; its three live figures (volume, price, change) are live cells that write each change straight
 * to the DOM, so a tick renders no React component at all. The price flashes through a data attribute.
 * Stock rows are text only (no chart link).
 */
export const MarketRow = memo(function MarketRow({ symbol, showFavorite = false, favorite = false, onToggleFavorite, onOpen, rank }: MarketRowProps) {
  const { t } = useTranslation('market');
  const m = useMarketMeta(symbol);
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
        <$Volume>
          <LiveVolume symbol={symbol} />
        </$Volume>
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
        <LivePrice symbol={symbol} decimals={m.price_precision} />
      </$Cell>
      <$Cell role="cell" data-align="end">
        <LiveChange symbol={symbol} />
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

function LiveVolume({ symbol }: { symbol: string }) {
  const { t } = useTranslation('market');
  const locale = useNumberLocale();
  const volume = useTickerLive(symbol, 'volume');
  // compact first: most ticks leave "1.2K" as it was, and then nothing is translated or written
  const compact = useMemo(() => mapLive(volume, (v) => formatNumber(v, 'compact', { locale })), [volume, locale]);
  return <LiveText live={compact} format={(value) => t('row.volume', { value })} />;
}

function LivePrice({ symbol, decimals }: { symbol: string; decimals: number }) {
  return <LivePriceText live={useTickerLive(symbol, 'price')} decimals={decimals} />;
}

function LiveChange({ symbol }: { symbol: string }) {
  return <LivePercentChange live={useTickerLive(symbol, 'change')} variant="filled" arrow />;
}

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
