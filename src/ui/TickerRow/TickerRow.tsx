import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { buttonReset } from '../_shared';
import { CoinPair } from '../CoinPair';
import { Icon, Star } from '../Icon';
import { LivePriceText, LiveText } from '../NumberText';
import { LivePercentChange } from '../PercentChange';
import { Skeleton } from '../Skeleton';
import { useTickerCells, type Ticker, type TickerSource } from './cells';
import { TickerCard } from './TickerCard';
import { tickerGrid } from './TickerRowHeader';

interface TickerRowCommon {
  /** Market id (e.g. "BTC/USDT"), set as `data-symbol`. */
  symbol: string;
  /**
   * `row` (default): a table row (`role="row"`, inside a `role="table"` with a TickerRowHeader) — pair with
   * volume, last price, 24 h change chip, optional rank and favourite star. `card`: a tile for a few main
   * pairs — pair, last price coloured by the change, change.
   */
  layout?: 'row' | 'card';
  /**
   * Show the favourite star (row layout) in this state (`aria-pressed`); leave undefined for no star.
   * Give it to loading rows too, so the columns stay put.
   */
  favorite?: boolean;
  className?: string;
}

export interface TickerRowLoadingProps extends TickerRowCommon {
  /** The pair is not known yet: placeholders (announced busy). */
  loading: true;
  base?: string;
  quote?: string;
}

export interface TickerRowReadyProps extends TickerRowCommon {
  loading?: false;
  base: string;
  quote: string;
  /** Logo URL of the base coin (row layout). */
  src?: string | null;
  /** Small note after the pair, e.g. "Stock" or "20×" (row layout). */
  note?: string;
  /** Position in a ranking (1-based), before the pair (row layout). */
  rank?: number;
  /** Snapshot shown when there is no `live` source, or while it has nothing. */
  ticker?: Ticker | null;
  /**
   * Live source of this market's figures (keep it stable, e.g. memoized per symbol): the row renders once,
   * then its price, volume and change cells write each change straight to the DOM, so a list of rows at
   * 10 Hz costs no React render per tick. The price flashes through a data attribute.
   */
  live?: TickerSource;
  priceDecimals?: number;
  /** In-app link (e.g. the chart): the whole row or card follows it. */
  to?: string;
  /** With `to`: called as the link is followed. Without: the row or card is a button. */
  onClick?: () => void;
  /** The star was pressed: the state asked for (the caller updates `favorite`). */
  onToggleFavorite?: (favorite: boolean) => void;
}

export type TickerRowProps = TickerRowLoadingProps | TickerRowReadyProps;

/**
 * One market's live row — the market lists, rankings and search results — or, as `layout="card"`, one of
 * the home page's main-pair tiles. At least 44 px tall; the whole row is one link or button (its name starts
 * with the pair) and the favourite star is a separate button above it. Without `to` or `onClick` the row is
 * text only (stocks).
 */
export const TickerRow = memo(function TickerRow(props: TickerRowProps) {
  if (props.layout === 'card') return <TickerCard {...props} />;
  if (props.loading) return <LoadingRow favorite={props.favorite} className={props.className} />;
  return <ReadyRow {...props} />;
});

function LoadingRow({ favorite, className }: { favorite?: boolean; className?: string }) {
  const star = favorite !== undefined;
  return (
    <$Row role="row" aria-busy="true" className={className} data-fav={star || undefined}>
      <$Cell role="cell">
        <Skeleton width="7em" />
      </$Cell>
      <$Cell role="cell" data-align="end">
        <Skeleton width="5em" />
      </$Cell>
      <$Cell role="cell" data-align="end">
        <Skeleton width="4.5em" />
      </$Cell>
      {star && <$Cell role="cell" data-fav />}
    </$Row>
  );
}

function ReadyRow({
  symbol,
  base,
  quote,
  src,
  note,
  rank,
  ticker,
  live,
  priceDecimals,
  to,
  onClick,
  favorite,
  onToggleFavorite,
  className,
}: TickerRowReadyProps) {
  const { t } = useTranslation('ui');
  const cells = useTickerCells(live, ticker);
  const star = favorite !== undefined;
  const pair = (
    <>
      {rank !== undefined && <$Rank aria-hidden="true">{rank}</$Rank>}
      <$PairText>
        <CoinPair base={base} quote={quote} src={src} size="sm" note={note} />
        <$Volume>
          <LiveText live={cells.volume} format={(value) => t('ticker.volume', { value })} />
        </$Volume>
      </$PairText>
    </>
  );
  return (
    <$Row role="row" className={className} data-symbol={symbol} data-fav={star || undefined}>
      <$Cell role="cell">
        {to ? (
          <$Link to={to} onClick={onClick}>
            {pair}
          </$Link>
        ) : onClick ? (
          <$Button type="button" onClick={onClick}>
            {pair}
          </$Button>
        ) : (
          <$Static>{pair}</$Static>
        )}
      </$Cell>
      <$Cell role="cell" data-align="end">
        <LivePriceText live={cells.price} decimals={priceDecimals} />
      </$Cell>
      <$Cell role="cell" data-align="end">
        <LivePercentChange live={cells.change} variant="filled" arrow />
      </$Cell>
      {star && (
        <$Cell role="cell" data-fav>
          <$Star
            type="button"
            aria-pressed={favorite}
            aria-label={t('ticker.favorite', { symbol: `${base}/${quote}` })}
            data-on={favorite || undefined}
            onClick={() => onToggleFavorite?.(!favorite)}
          >
            <Icon icon={Star} size="md" />
          </$Star>
        </$Cell>
      )}
    </$Row>
  );
}

const $Row = styled.div`
  position: relative;
  /* a tick rewrites text in one row: layout and style stay inside it, the list is not laid out again
     (no paint containment: it would clip the focus ring of the row's link) */
  contain: layout style;
  ${tickerGrid}
  align-items: center;
  min-height: calc(${({ theme }) => theme.size.touch} + ${({ theme }) => theme.space['4']});
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
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

const pairLayout = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
`;

/** The link or button covers the whole row (the touch target); the star button sits above it. */
const rowTarget = css`
  ${pairLayout}
  color: inherit;
  text-decoration: none;
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

const $Link = styled(Link)`
  ${rowTarget}
`;

const $Button = styled.button`
  ${buttonReset}
  ${rowTarget}
  text-align: start;
`;

const $Static = styled.div`
  ${pairLayout}
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
