import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorState } from '@/ui/ErrorState';
import { InfiniteList } from '@/ui/InfiniteList';
import { SkeletonList } from '@/ui/Skeleton';

/*
 * The order pages' paged list, apart from the sections' parts: the virtual list (≈ 11 KB gz) loads with the
 * order pages only, not with the trade tab, whose sections show a few cards each.
 */

export interface PagedListProps<P, T> {
  query: UseInfiniteQueryResult<InfiniteData<P>>;
  /** The items of a page. */
  itemsOf: (page: P) => readonly T[];
  render: (item: T) => ReactNode;
  getKey: (item: T) => Key;
  label: string;
  empty: ReactNode;
  /** Rough card height, for the virtual list. */
  estimateSize?: number;
}

/**
 * An infinite query as a virtual list: placeholders first, an error state with retry, then pages loaded as the
 * end nears, ending in "No more data". It fills its container's height (give the container one).
 */
export function PagedList<P, T>({ query, itemsOf, render, getKey, label, empty, estimateSize = 220 }: PagedListProps<P, T>) {
  const { t } = useTranslation('trade');
  if (query.isPending) return <SkeletonList rows={3} label={t('list.loading')} />;
  const items = query.data?.pages.flatMap(itemsOf) ?? [];
  if (query.isError && items.length === 0) return <ErrorState message={t('list.error')} onRetry={() => void query.refetch()} />;
  return (
    <$Fill
      aria-label={label}
      items={items}
      getKey={getKey}
      renderItem={(item) => <$Item>{render(item)}</$Item>}
      hasMore={Boolean(query.hasNextPage)}
      loading={query.isFetchingNextPage}
      error={query.isFetchNextPageError}
      onLoadMore={() => void query.fetchNextPage()}
      onRetry={() => void query.fetchNextPage()}
      estimateSize={estimateSize}
      empty={empty}
    />
  );
}

const $Fill = styled(InfiniteList)`
  flex: 1 1 0;
  min-height: 0;
  height: auto;
` as typeof InfiniteList;

const $Item = styled.div`
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
`;
