import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatNumber } from '@/lib/format';
import { buttonReset, useNumberLocale } from '../_shared';
import { CoinPair } from '../CoinPair';
import { PriceText } from '../NumberText';
import { PercentChange } from '../PercentChange';

/** One market's live numbers, as wire strings. */
export interface Ticker {
  /** Last price. */
  price: string;
  /** 24 h change in percent ("2.5" = +2.50 %). */
  change: string;
  /** 24 h volume (quote), shown compact. */
  volume: string;
}

/**
 * A hook that returns the latest ticker of one symbol (e.g. a jotai atom-family read). Called inside the
 * row's value cells only, so a tick re-renders those cells and nothing else. It must be the same hook on
 * every render (it is called as a hook).
 */
export type UseTicker = (symbol: string) => Ticker | null | undefined;

export interface TickerRowProps {
  /** Market id passed to `useTicker` (e.g. "BTCUSDT"). */
  symbol: string;
  base: string;
  quote: string;
  /** Logo URL of the base coin. */
  src?: string | null;
  /** Small note after the pair, e.g. "20×". */
  note?: string;
  /** Snapshot shown when there is no `useTicker` (or it has nothing yet). */
  ticker?: Ticker | null;
  /** Live source: the row subscribes by itself, so a list re-renders nothing on a tick. */
  useTicker?: UseTicker;
  priceDecimals?: number;
  /** In-app link to the market. */
  to?: string;
  /** Renders the row as a button. */
  onClick?: () => void;
  /** Trailing content (e.g. a favourite star); must not be interactive inside a link/button row. */
  trailing?: ReactNode;
  className?: string;
}

const useNoTicker: UseTicker = () => undefined;

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
  useTicker = useNoTicker,
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
      <TickerValues symbol={symbol} fallback={ticker} useTicker={useTicker} priceDecimals={priceDecimals} />
      {trailing}
    </>
  );
  if (to)
    return (
      <$Row as={Link} to={to} className={className} data-clickable>
        {body}
      </$Row>
    );
  if (onClick)
    return (
      <$Row as="button" type="button" onClick={onClick} className={className} data-clickable>
        {body}
      </$Row>
    );
  return <$Row className={className}>{body}</$Row>;
});

interface ValuesProps {
  symbol: string;
  fallback?: Ticker | null;
  useTicker: UseTicker;
  priceDecimals?: number;
}

/** The only part that re-renders on a tick. */
function TickerValues({ symbol, fallback, useTicker, priceDecimals }: ValuesProps) {
  const { t } = useTranslation('ui');
  const locale = useNumberLocale();
  const live = useTicker(symbol) ?? fallback;
  return (
    <>
      <$Price>
        <PriceText value={live?.price} decimals={priceDecimals} />
        <$Volume>{t('ticker.volume', { value: formatNumber(live?.volume, 'compact', { locale }) })}</$Volume>
      </$Price>
      <$Change value={live?.change} variant="filled" arrow />
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

const $Volume = styled.span`
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const $Change = styled(PercentChange)`
  flex: none;
  font-size: ${({ theme }) => theme.font.size.md};
`;
