import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatNumber } from '@/lib/format';
import { buttonReset, constantLive, mapLive, useNumberLocale, type LiveValue } from '../_shared';
import { CoinPair } from '../CoinPair';
import { LivePriceText, LiveText } from '../NumberText';
import { LivePercentChange } from '../PercentChange';

/** One market's live numbers, as wire strings. */
export interface Ticker {
  /** Last price. */
  price: string;
  /** 24 h change in percent ("2.5" = +2.50 %). */
  change: string;
  /** 24 h volume (quote), shown compact. */
  volume: string;
}

export interface TickerRowProps {
  /** Market id (e.g. "BTCUSDT"), set as the row's `data-symbol`. */
  symbol: string;
  base: string;
  quote: string;
  /** Logo URL of the base coin. */
  src?: string | null;
  /** Small note after the pair, e.g. "20×". */
  note?: string;
  /** Snapshot shown when there is no `live` source (or it has nothing yet). */
  ticker?: Ticker | null;
  /**
   * Live source of this market's ticker (keep it stable, e.g. memoized per symbol): the row renders once
   * and then writes each change straight into its price, volume and change cells, so a list of rows at
   * 10 Hz costs no React render per tick.
   */
  live?: LiveValue<Ticker | null | undefined>;
  priceDecimals?: number;
  /** In-app link to the market. */
  to?: string;
  /** Renders the row as a button. */
  onClick?: () => void;
  /** Trailing content (e.g. a favourite star); must not be interactive inside a link/button row. */
  trailing?: ReactNode;
  className?: string;
}

/**
 * A market row: pair + volume, last price (flashes on change through a ref), 24 h change chip. At least
 * 44 px tall; the whole row is one link or button whose name reads "BTC/USDT, price, change".
 */
export const TickerRow = memo(function TickerRow({
  symbol,
  base,
  quote,
  src,
  note,
  ticker,
  live,
  priceDecimals,
  to,
  onClick,
  trailing,
  className,
}: TickerRowProps) {
  const body = (
    <>
      <$Pair>
        <CoinPair base={base} quote={quote} src={src} note={note} size="sm" />
      </$Pair>
      <TickerValues fallback={ticker} live={live} priceDecimals={priceDecimals} />
      {trailing}
    </>
  );
  if (to)
    return (
      <$Row as={Link} to={to} className={className} data-symbol={symbol} data-clickable>
        {body}
      </$Row>
    );
  if (onClick)
    return (
      <$Row as="button" type="button" onClick={onClick} className={className} data-symbol={symbol} data-clickable>
        {body}
      </$Row>
    );
  return (
    <$Row className={className} data-symbol={symbol}>
      {body}
    </$Row>
  );
});

interface ValuesProps {
  fallback?: Ticker | null;
  live?: LiveValue<Ticker | null | undefined>;
  priceDecimals?: number;
}

/** The live cells: rendered once per source, then updated in place by the feed. */
function TickerValues({ fallback, live, priceDecimals }: ValuesProps) {
  const { t } = useTranslation('ui');
  const locale = useNumberLocale();
  const cells = useMemo(() => {
    const source = live ?? constantLive(fallback);
    const current = (v: Ticker | null | undefined) => v ?? fallback;
    return {
      price: mapLive(source, (v) => current(v)?.price),
      // compact first: most ticks leave "1.2K" as it was, and then nothing is translated or written
      volume: mapLive(source, (v) => formatNumber(current(v)?.volume, 'compact', { locale })),
      change: mapLive(source, (v) => current(v)?.change),
    };
  }, [live, fallback, locale]);
  return (
    <>
      <$Price>
        <LivePriceText live={cells.price} decimals={priceDecimals} />
        <$Volume live={cells.volume} format={(value) => t('ticker.volume', { value })} />
      </$Price>
      <$Change live={cells.change} variant="filled" arrow />
    </>
  );
}

const $Row = styled.div`
  ${buttonReset}
  display: flex;
  width: 100%;
  align-items: center;
  gap: ${({ theme }) => theme.space['3']};
  min-height: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textPrimary};
  text-decoration: none;
  text-align: start;
  cursor: default;
  &[data-clickable] {
    cursor: pointer;
  }
  &[data-clickable]:active {
    background: ${({ theme }) => theme.color.bgPressed};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }
`;

const $Pair = styled.span`
  display: flex;
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const $Price = styled.span`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space['0']};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const $Volume = styled(LiveText<string>)`
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const $Change = styled(LivePercentChange)`
  flex: none;
  font-size: ${({ theme }) => theme.font.size.md};
`;
