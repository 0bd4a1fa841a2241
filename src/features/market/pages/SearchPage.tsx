import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Market } from '@/api/market';
import { useClearRecentSymbols, useRecentSymbols, useRecordRecentSymbol } from '@/realtime/market';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Trash2 } from '@/ui/Icon';
import { IconButton } from '@/ui/IconButton';
import { Page } from '@/ui/Page';
import { SearchBar } from '@/ui/SearchBar';
import { SkeletonList } from '@/ui/Skeleton';
import { visuallyHidden } from '@/ui/_shared';
import { MarketList } from '../components/MarketList';
import { useFavoriteAction, useFavoriteSymbols, useMarkets } from '../hooks';
import { hotMarkets, searchMarkets } from '../sort';
import { paths } from '@/lib/routes';

/** /pages/market/search: search by symbol or name, hot search (top turnover), recently viewed. */
export default function SearchPage() {
  const { t } = useTranslation('market');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const deferred = useDeferredValue(query);
  const markets = useMarkets();
  const favorites = useFavoriteSymbols();
  const toggleFavorite = useFavoriteAction();
  const recent = useRecentSymbols();
  const record = useRecordRecentSymbol();
  const clearRecent = useClearRecentSymbols();

  const list = useMemo(() => markets.data ?? [], [markets.data]);
  const results = useMemo(() => searchMarkets(list, deferred), [list, deferred]);
  const hot = useMemo(() => hotMarkets(list), [list]);
  const bySymbol = useMemo(() => new Map(list.map((m) => [m.symbol, m])), [list]);
  const recentMarkets = useMemo(() => recent.flatMap((s) => bySymbol.get(s) ?? []), [recent, bySymbol]);

  const open = (m: Market) => {
    record(m.symbol);
    if (m.kind !== 'stock') void navigate(paths.chart({ symbol: m.symbol }));
  };

  return (
    <Page
      end="6"
      navBar={
        <$Header>
          <$Title>{t('search.label')}</$Title>
          <SearchBar
            value={query}
            onChange={setQuery}
            onSearch={() => results[0] && open(results[0])}
            onCancel={() => void navigate(-1)}
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            ref={input}
          />
        </$Header>
      }
    >
      {markets.isPending ? (
        <SkeletonList rows={6} label={t('list.loading')} />
      ) : markets.isError ? (
        <ErrorState message={t('list.error')} onRetry={() => void markets.refetch()} />
      ) : deferred.trim() ? (
        <section aria-label={t('search.results')}>
          <MarketList
            markets={results}
            label={t('search.results')}
            sortable={false}
            showFavorite
            favorites={favorites.set}
            onToggleFavorite={toggleFavorite}
            onOpen={record}
            empty={<EmptyState title={t('search.noResults', { query: deferred.trim() })} />}
          />
        </section>
      ) : (
        <>
          {recentMarkets.length > 0 && (
            <$Section aria-labelledby="market-recent">
              <$SectionHead>
                <$SectionTitle id="market-recent">{t('search.recent')}</$SectionTitle>
                <IconButton
                  icon={Trash2}
                  iconSize="md"
                  aria-label={t('search.clearRecent')}
                  onClick={clearRecent}
                />
              </$SectionHead>
              <$Chips>
                {recentMarkets.map((m) => (
                  <li key={m.symbol}>
                    <$Chip type="button" onClick={() => open(m)}>
                      {m.symbol}
                    </$Chip>
                  </li>
                ))}
              </$Chips>
            </$Section>
          )}
          <$Section aria-labelledby="market-hot">
            <$SectionHead>
              <$SectionTitle id="market-hot">{t('search.hot')}</$SectionTitle>
            </$SectionHead>
            <MarketList
              markets={hot}
              label={t('search.hot')}
              sortable={false}
              ranked
              onOpen={record}
              empty={<EmptyState compact title={t('list.empty')} />}
            />
          </$Section>
        </>
      )}
    </Page>
  );
}

const $Header = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.sticky};
  padding: max(${({ theme }) => theme.space['2']}, env(safe-area-inset-top))
    ${({ theme }) => theme.space['4']} ${({ theme }) => theme.space['2']};
  background: ${({ theme }) => theme.color.bgPage};
`;

const $Title = styled.h1`
  ${visuallyHidden}
`;

const $Section = styled.section`
  padding-top: ${({ theme }) => theme.space['2']};
`;

const $SectionHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space['4']};
`;

const $SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const $Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space['4']} ${({ theme }) => theme.space['2']};
  list-style: none;
`;

const $Chip = styled.button`
  border: 0;
  font-family: inherit;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bgElevated};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
  }
`;
