import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useMarketStale, useTickers } from '@/realtime/market';
import { useIsLoggedIn } from '@/state/session';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Search, Star } from '@/ui/Icon';
import { IconButton } from '@/ui/IconButton';
import { Page } from '@/ui/Page';
import { SkeletonList } from '@/ui/Skeleton';
import { StaleMark } from '@/ui/StaleMark';
import { Tabs } from '@/ui/Tabs';
import { MarketList } from '../components/MarketList';
import { useFavoriteAction, useFavoriteSymbols, useMarkets } from '../hooks';
import { MARKET_TABS, marketsForTab, RANKING_TABS, type MarketTab } from '../sort';
import { paths } from '@/lib/routes';

const DEFAULT_TAB: MarketTab = 'spot';
const isTab = (v: string | null): v is MarketTab => MARKET_TABS.includes(v as MarketTab);
const NO_SYMBOLS: string[] = [];

/** /pages/market/market (tab): favourites, futures, spot, stock and the rankings, live through the socket. */
export default function MarketPage() {
  const { t } = useTranslation('market');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: MarketTab = isTab(params.get('tab')) ? (params.get('tab') as MarketTab) : DEFAULT_TAB;
  const markets = useMarkets();
  const favorites = useFavoriteSymbols();
  const toggleFavorite = useFavoriteAction();
  const loggedIn = useIsLoggedIn();
  const stale = useMarketStale();

  // Rankings follow the live figures (re-ranked at most once a second); other tabs keep the server order.
  const ranking = RANKING_TABS.has(tab);
  const allSymbols = useMemo(() => (markets.data ?? []).map((m) => m.symbol), [markets.data]);
  const live = useTickers(ranking ? allSymbols : NO_SYMBOLS);
  const rows = useMemo(
    () => marketsForTab(ranking && live.length ? live : (markets.data ?? []), tab, favorites.symbols),
    [ranking, live, markets.data, tab, favorites.symbols],
  );

  const setTab = (next: MarketTab) => setParams({ tab: next }, { replace: true });
  const tabLabel = t(`tab.${tab}`);

  let body;
  if (markets.isPending || (tab === 'favorites' && loggedIn && favorites.isLoading)) {
    body = <SkeletonList rows={8} label={t('list.loading')} />;
  } else if (markets.isError) {
    body = <ErrorState message={t('list.error')} onRetry={() => void markets.refetch()} />;
  } else if (tab === 'favorites' && !loggedIn) {
    body = (
      <EmptyState
        icon={Star}
        title={t('favorites.signedOutTitle')}
        description={t('favorites.signedOutBody')}
        action={<Button onClick={() => void navigate(paths.login())}>{t('favorites.logIn')}</Button>}
      />
    );
  } else if (tab === 'favorites' && favorites.isError) {
    body = <ErrorState message={t('favorites.error')} onRetry={favorites.refetch} />;
  } else {
    body = (
      <MarketList
        key={tab}
        markets={rows}
        label={tabLabel}
        showFavorite
        favorites={favorites.set}
        onToggleFavorite={toggleFavorite}
        ranked={ranking}
        sortable={!ranking}
        empty={
          tab === 'favorites' ? (
            <EmptyState
              icon={Star}
              title={t('favorites.emptyTitle')}
              description={t('favorites.emptyBody')}
              action={
                <Button variant="secondary" onClick={() => setTab('spot')}>
                  {t('favorites.browse')}
                </Button>
              }
            />
          ) : (
            <EmptyState title={t('list.empty')} />
          )
        }
      />
    );
  }

  return (
    <Page
      tab
      title={t('title')}
      back={false}
      right={
        <IconButton
          icon={Search}
          aria-label={t('search.open')}
          onClick={() => void navigate(paths.search())}
        />
      }
    >
      <$Bar>
        <Tabs<MarketTab>
          aria-label={t('tabs.label')}
          items={MARKET_TABS.map((key) => ({ key, label: t(`tab.${key}`) }))}
          value={tab}
          onChange={setTab}
        />
      </$Bar>
      <$Status>
        <StaleMark stale={stale} />
      </$Status>
      {body}
    </Page>
  );
}

const $Bar = styled.div`
  position: sticky;
  top: calc(${({ theme }) => theme.size.navBar} + env(safe-area-inset-top));
  z-index: ${({ theme }) => theme.z.sticky};
  background: ${({ theme }) => theme.color.bgPage};
`;

const $Status = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 0 ${({ theme }) => theme.space['4']};
  &:empty {
    display: none;
  }
`;
