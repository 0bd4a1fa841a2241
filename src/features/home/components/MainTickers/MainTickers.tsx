import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths } from '@/lib/routes';
import { marketFeeds, useMarketMeta } from '@/realtime/market';
import { TickerRow, type TickerSource } from '@/ui/TickerRow';

/** The main pairs on the home page. */
export const MAIN_SYMBOLS = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT'] as const;

export interface MainTickersProps {
  symbols?: readonly string[];
}

/** Live cards for the main pairs (TickerRow's card layout); each follows its own pair and opens the chart. */
export function MainTickers({ symbols = MAIN_SYMBOLS }: MainTickersProps) {
  const { t } = useTranslation('home');
  return (
    <$List aria-label={t('tickers.label')}>
      {symbols.map((s) => (
        <li key={s}>
          <TickerCard symbol={s} />
        </li>
      ))}
    </$List>
  );
}

/**
 * One card: renders again only for a new snapshot (`useMarketMeta`); the figures reach the card's live
 * cells straight from the ticker store, without a React render per tick.
 */
const TickerCard = memo(function TickerCard({ symbol }: { symbol: string }) {
  const m = useMarketMeta(symbol);
  const store = marketFeeds().tickers;
  const live = useMemo<TickerSource>(
    () => ({ get: () => store.get(symbol), subscribe: (cb) => store.subscribeSymbol(symbol, cb) }),
    [store, symbol],
  );
  if (!m) return <TickerRow layout="card" symbol={symbol} loading />;
  return (
    <TickerRow
      layout="card"
      symbol={symbol}
      base={m.base}
      quote={m.quote}
      live={live}
      priceDecimals={m.price_precision}
      to={paths.chart({ symbol })}
    />
  );
});

const $List = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space['2']};
  margin: 0;
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
  list-style: none;
`;
