import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Page as ApiPage } from '@/api/paging';
import { EmptyState } from '@/ui/EmptyState';
import { InfiniteList } from '@/ui/InfiniteList';
import { SkeletonList } from '@/ui/Skeleton';

export interface EntryListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<ApiPage<T>>>;
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => number | string;
  /** Accessible name of the list. */
  label: string;
  emptyText: string;
}

/** A paged list of records filling the rest of the page, ending in "No more data"; loading, empty and error states. */
export function EntryList<T>({ query, renderItem, getKey, label, emptyText }: EntryListProps<T>) {
  if (query.isPending && query.fetchStatus !== 'idle') return <SkeletonList rows={6} label={label} />;
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <$Fill
      aria-label={label}
      items={items}
      renderItem={renderItem}
      getKey={getKey}
      hasMore={Boolean(query.hasNextPage)}
      loading={query.isFetchingNextPage}
      error={query.isError}
      onLoadMore={() => void query.fetchNextPage()}
      onRetry={() => void (query.data ? query.fetchNextPage() : query.refetch())}
      estimateSize={76}
      empty={<EmptyState title={emptyText} />}
    />
  );
}

const $Fill = styled(InfiniteList)`
  flex: 1 1 0;
  min-height: 0;
  height: auto;
` as typeof InfiniteList;
