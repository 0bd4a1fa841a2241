import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mapLive } from '@/lib/live';
import { marketFeeds, useDepthLive, useDepthStatus, useMarketMeta, useMarketStale } from '@/realtime/market';
import { visuallyHidden } from '@/ui/_shared';
import { DepthBook, LiveDepthBook, type DepthLevel } from '@/ui/DepthBook';
import { LivePriceText } from '@/ui/NumberText';
import { StaleMark } from '@/ui/StaleMark';
import { Tag } from '@/ui/Tag';

export interface CompactBookProps {
  symbol: string;
  base: string;
  quote: string;
  priceDecimals: number;
  amountDecimals: number;
  /** Levels a side (default 9: as tall as the ticket beside it). */
  depth?: number;
}

/**
 * The order book beside a trade ticket, as mobile exchanges show it: asks above, the live last price between,
 * bids below, in small type (`DepthBook`'s compact variant). Book and price are written into their rows and text
 * as they change, without a React render; the demo-data label and the freshness mark above.
 */
export const CompactBook = memo(function CompactBook({ symbol, base, quote, priceDecimals, amountDecimals, depth = 9 }: CompactBookProps) {
  const { t } = useTranslation('trade');
  const live = useDepthLive(symbol);
  const status = useDepthStatus(symbol);
  const stale = useMarketStale();
  // the snapshot's price until the first tick (it loads the markets into the ticker store)
  useMarketMeta(symbol);
  const tickers = marketFeeds().tickers;
  const last = useMemo(
    () => mapLive({ get: () => tickers.get(symbol), subscribe: (cb) => tickers.subscribeSymbol(symbol, cb) }, (m) => m?.price),
    [tickers, symbol],
  );
  const labels = { priceLabel: t('book.price', { quote }), amountLabel: t('book.amount', { base }) };
  const middle = (
    <$Last>
      <$Hidden>{t('book.last')}</$Hidden>
      <LivePriceText live={last} decimals={priceDecimals} />
    </$Last>
  );
  return (
    <$Panel>
      <$Meta>
        {status !== 'live' && <Tag tone="info">{t('book.demo')}</Tag>}
        <StaleMark stale={stale} showLive={status !== 'waiting'} />
      </$Meta>
      {status !== 'waiting' ? (
        <LiveDepthBook
          live={live}
          compact
          depth={depth}
          priceDecimals={priceDecimals}
          amountDecimals={amountDecimals}
          stale={stale}
          middle={middle}
          {...labels}
        />
      ) : (
        // the book's full height is kept while it is awaited: the ticket beside it does not move when it comes
        <$Reserve>
          <$Ghost aria-hidden="true">
            <DepthBook compact bids={ghost(depth)} asks={ghost(depth)} depth={depth} middle={middle} {...labels} />
          </$Ghost>
          <$Waiting role="status">{stale ? t('book.offline') : t('book.waiting')}</$Waiting>
        </$Reserve>
      )}
    </$Panel>
  );
});

/** Invisible levels of a full book, to hold its place. */
const ghost = (depth: number): DepthLevel[] => Array.from({ length: depth }, () => ['0', '0'] as const);

const $Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  min-width: 0;
`;

const $Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['1']};
  min-height: ${({ theme }) => theme.space['6']};
`;

const $Last = styled.div`
  padding: ${({ theme }) => theme.space['1']};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const $Hidden = styled.span`
  ${visuallyHidden}
`;

const $Reserve = styled.div`
  position: relative;
`;

const $Ghost = styled.div`
  visibility: hidden;
`;

const $Waiting = styled.p`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  margin: 0;
  padding: ${({ theme }) => theme.space['6']} ${({ theme }) => theme.space['1']};
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;
