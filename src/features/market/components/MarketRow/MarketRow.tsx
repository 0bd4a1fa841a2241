import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '@/api/base';
import type { Market } from '@/api/market';
import { paths } from '@/lib/routes';
import { marketFeeds, useMarketMeta } from '@/realtime/market';
import { TickerRow, type TickerSource } from '@/ui/TickerRow';

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
 * One pair of MarketList: the design system's TickerRow wired to the market's data — its static row
 * (`useMarketMeta`: renders again only for a new snapshot), its live figures (one source per pair, written
 * to the DOM by the row's live cells: no React render per tick), the coin's logo (the pair's `logo`; a lettered
 * disc without one), the chart link and the favourite action. Stock rows are text only (no chart link).
 */
export const MarketRow = memo(function MarketRow({
  symbol,
  showFavorite = false,
  favorite = false,
  onToggleFavorite,
  onOpen,
  rank,
}: MarketRowProps) {
  const { t } = useTranslation('market');
  const m = useMarketMeta(symbol);
  const live = useTickerSource(symbol);
  const star = showFavorite ? favorite : undefined;
  if (!m) return <TickerRow symbol={symbol} loading favorite={star} />;
  const stock = m.kind === 'stock';
  return (
    <TickerRow
      symbol={symbol}
      base={m.base}
      quote={m.quote}
      src={assetUrl(m.logo) || null}
      note={stock ? t('row.stock') : undefined}
      rank={rank}
      live={live}
      priceDecimals={m.price_precision}
      to={stock ? undefined : paths.chart({ symbol })}
      onClick={stock || !onOpen ? undefined : () => onOpen(symbol)}
      favorite={star}
      onToggleFavorite={(next) => onToggleFavorite?.(m, next)}
    />
  );
});

/**
 * The pair's figures as they change (the app's ticker store), stable per pair. It does not load the
 * snapshot: `useMarketMeta` above it does, once per row.
 */
function useTickerSource(symbol: string): TickerSource {
  const store = marketFeeds().tickers;
  return useMemo(
    () => ({
      get: () => store.get(symbol),
      subscribe: (cb: () => void) => store.subscribeSymbol(symbol, cb),
    }),
    [store, symbol],
  );
}
