import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useMarketStale } from '@/realtime/market';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Page } from '@/ui/Page';
import { SkeletonList } from '@/ui/Skeleton';
import { StaleMark } from '@/ui/StaleMark';
import { MarketList } from '../components/MarketList';
import { useFavoriteAction, useFavoriteSymbols, useMarkets } from '../hooks';
import { marketsForTab } from '../sort';

/**
 * /pages/market/futures: the perpetual contracts (pairs with `futures: true`), the same live rows.
 * `?type=stock` lists the stocks instead (the home "stock" quick link).
 */
export default function FuturesPage() {
  const { t } = useTranslation('market');
  const [params] = useSearchParams();
  const type = params.get('type') === 'stock' ? 'stock' : 'futures';
  const title = type === 'stock' ? t('stock.title') : t('futures.title');
  const markets = useMarkets();
  const favorites = useFavoriteSymbols();
  const toggleFavorite = useFavoriteAction();
  const stale = useMarketStale();
  const rows = useMemo(() => marketsForTab(markets.data ?? [], type), [markets.data, type]);

  return (
    <Page end="6" title={title} right={<StaleMark stale={stale} />}>
      {markets.isPending ? (
        <SkeletonList rows={8} label={t('list.loading')} />
      ) : markets.isError ? (
        <ErrorState message={t('list.error')} onRetry={() => void markets.refetch()} />
      ) : (
        <MarketList
          markets={rows}
          label={title}
          showFavorite
          favorites={favorites.set}
          onToggleFavorite={toggleFavorite}
          empty={<EmptyState title={t('futures.empty')} />}
        />
      )}
    </Page>
  );
}
