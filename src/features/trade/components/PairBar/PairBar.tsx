import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Market } from '@/api/market';
import { mapLive } from '@/lib/live';
import { marketFeeds, useMarketMeta, useMarketStale } from '@/realtime/market';
import { ChartCandlestick } from '@/ui/Icon';
import { IconButton } from '@/ui/IconButton';
import { LivePercentChange } from '@/ui/PercentChange';
import { StaleMark } from '@/ui/StaleMark';
import { MarketPicker, type MarketPickerProps } from '../MarketPicker';

export interface PairBarProps extends MarketPickerProps {
  /** The pair's chart page; with it, a chart button and the pair's live 24 h change. */
  chartTo?: string;
}

/**
 * The trade screen's pair row, as exchanges keep it above a ticket: the pair picker, the 24 h change (live, no
 * render per tick) and a button to the pair's chart; the last price itself sits in the book beside the ticket.
 */
export function PairBar({ chartTo, ...picker }: PairBarProps) {
  const { t } = useTranslation('trade');
  const navigate = useNavigate();
  const stale = useMarketStale();
  const current: Market | undefined = picker.markets.find((m) => m.symbol === picker.value);
  return (
    <$Bar>
      <MarketPicker size="md" {...picker} />
      <$End>
        <StaleMark stale={stale} />
        {current && chartTo && (
          <>
            <Change symbol={current.symbol} />
            <IconButton icon={ChartCandlestick} aria-label={t('page.chart', { symbol: current.symbol })} onClick={() => void navigate(chartTo)} />
          </>
        )}
      </$End>
    </$Bar>
  );
}

/** The pair's 24 h change from the ticker store, written in place as it moves. */
function Change({ symbol }: { symbol: string }) {
  useMarketMeta(symbol);
  const tickers = marketFeeds().tickers;
  const live = useMemo(
    () => mapLive({ get: () => tickers.get(symbol), subscribe: (cb) => tickers.subscribeSymbol(symbol, cb) }, (m) => m?.change),
    [tickers, symbol],
  );
  return <LivePercentChange live={live} variant="filled" arrow />;
}

const $Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['2']};
`;

const $End = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  margin-inline-start: auto;
`;
