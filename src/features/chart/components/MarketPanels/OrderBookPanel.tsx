import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDepthLive, useDepthStatus, useMarketStale } from '@/realtime/market';
import { DepthBook, LiveDepthBook, type DepthLevel } from '@/ui/DepthBook';
import { StaleMark } from '@/ui/StaleMark';
import { Tag } from '@/ui/Tag';

export interface OrderBookPanelProps {
  symbol: string;
  priceDecimals: number;
  amountDecimals: number;
  /** Levels a side (default 20; the trade tab shows a compact book). */
  depth?: number;
}

/**
 * `market_depth:<symbol>`: exactly the levels received (up to 20 a side), the demo-data label and the
 * freshness mark. The book is written into its rows as it changes (≤ every 150 ms) without a React render;
 * the panel renders only when the book appears, disappears or changes between demo and live.
 */
export const OrderBookPanel = memo(function OrderBookPanel({ symbol, priceDecimals, amountDecimals, depth = 20 }: OrderBookPanelProps) {
  const { t } = useTranslation('chart');
  const live = useDepthLive(symbol);
  const status = useDepthStatus(symbol);
  const stale = useMarketStale();
  return (
    <$Panel>
      <$Meta>
        {status !== 'live' && <Tag tone="info">{t('book.demo')}</Tag>}
        <StaleMark stale={stale} showLive={status !== 'waiting'} />
      </$Meta>
      {status !== 'waiting' ? (
        <LiveDepthBook live={live} depth={depth} priceDecimals={priceDecimals} amountDecimals={amountDecimals} stale={stale} />
      ) : (
        // the book's full height is kept while it is awaited: what sits below does not jump when it arrives
        <$Reserve>
          <$Ghost aria-hidden="true">
            <DepthBook bids={ghostLevels(depth)} asks={ghostLevels(depth)} depth={depth} />
          </$Ghost>
          <$Waiting role="status">{stale ? t('book.offline') : t('book.waiting')}</$Waiting>
        </$Reserve>
      )}
    </$Panel>
  );
});

/** Invisible levels of a full book, to hold its place. */
const ghostLevels = (depth: number): DepthLevel[] => Array.from({ length: depth }, () => ['0', '0'] as const);

const $Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['2']};
`;

const $Meta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
  padding: 0 ${({ theme }) => theme.space['2']};
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
  padding: ${({ theme }) => theme.space['6']} ${({ theme }) => theme.space['4']};
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;
