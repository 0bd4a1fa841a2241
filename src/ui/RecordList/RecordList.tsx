import { useEffect, useRef, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { SkeletonList } from '../Skeleton';

/**
 * What RecordList reads of a TanStack `useInfiniteQuery` result (the result itself fits; so does a plain object in
 * a story or a test).
 */
export interface PagedQuery<P> {
  data: { pages: readonly P[] } | undefined;
  isError: boolean;
  /** The last "load more" failed (the pages already shown stay). */
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** `'idle'` with no data: the query is switched off (signed out…), nothing is coming. */
  fetchStatus?: 'fetching' | 'paused' | 'idle';
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface RecordListProps<P, T> {
  query: PagedQuery<P>;
  /** The records of one page. */
  itemsOf: (page: P) => readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => Key;
  /** The list's accessible name (also announced while the first page loads). */
  'aria-label': string;
  /** Shown when there is no record at all; defaults to "No data". */
  empty?: ReactNode;
  /** The first page failed; defaults to "Something went wrong". */
  errorMessage?: ReactNode;
  /** Placeholder rows while the first page loads (default 4). */
  skeletonRows?: number;
  /** Also load the next page when the end of the list scrolls into view (the button stays, for keyboards). */
  autoLoad?: boolean;
  className?: string;
}

/**
 * A paged list of records in the page's flow, over an infinite query: placeholders while the first page loads,
 * an error with "Try again" if it fails, the empty state when there is nothing, else the records, then "Load more"
 * (spinning while it loads; "Couldn't load more" with Retry if that fails) until the last page, which ends in
 * "No more data". For a long list that scrolls inside its own box, use `InfiniteList` (virtualised).
 */
export function RecordList<P, T>({
  query,
  itemsOf,
  renderItem,
  getKey,
  'aria-label': label,
  empty,
  errorMessage,
  skeletonRows = 4,
  autoLoad = false,
  className,
}: RecordListProps<P, T>) {
  const { t } = useTranslation('ui');
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const canLoad = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  const end = useEndInView(autoLoad && canLoad && data != null, () => void query.fetchNextPage());

  if (!data) {
    if (query.isError)
      return <ErrorState className={className} message={errorMessage} onRetry={() => void query.refetch()} />;
    if (query.fetchStatus === 'idle') return <div className={className}>{empty ?? <EmptyState />}</div>;
    return <SkeletonList className={className} rows={skeletonRows} label={label} />;
  }
  const items = data.pages.flatMap(itemsOf);
  if (items.length === 0) return <div className={className}>{empty ?? <EmptyState />}</div>;

  return (
    <$Wrap className={className}>
      <$List aria-label={label} aria-busy={isFetchingNextPage || undefined}>
        {items.map((item, i) => (
          <li key={getKey(item, i)}>{renderItem(item, i)}</li>
        ))}
      </$List>
      <$Footer ref={end}>
        {isFetchNextPageError ? (
          <$Failed role="alert">
            <span>{t('list.loadError')}</span>
            <Button size="sm" variant="ghost" onClick={() => void query.fetchNextPage()}>
              {t('list.retry')}
            </Button>
          </$Failed>
        ) : hasNextPage ? (
          <Button
            variant="ghost"
            block
            loading={isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('list.loadMore')}
          </Button>
        ) : (
          <$End>{t('noMore')}</$End>
        )}
      </$Footer>
    </$Wrap>
  );
}

/** Calls `load` when the returned ref's element comes within half a screen of the viewport, while `enabled`. */
function useEndInView(enabled: boolean, load: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && latest.current(),
      {
        rootMargin: '0px 0px 50% 0px',
      },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}

const $Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['4']};
`;

const $List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const $Footer = styled.div`
  display: flex;
  justify-content: center;
`;

const $Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space['2']};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

const $End = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;
