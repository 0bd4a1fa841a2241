import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { Spinner } from '../Loading';

export interface InfiniteListProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey?: (item: T, index: number) => Key;
  /** More pages exist. */
  hasMore: boolean;
  /** A page is loading. */
  loading?: boolean;
  /** The last page failed; shows a retry row (or the error state when the list is empty). */
  error?: boolean;
  /** Load the next page (called when the end comes into view). */
  onLoadMore: () => void;
  /** Retry after an error (defaults to onLoadMore). */
  onRetry?: () => void;
  /** Estimated row height in px for the virtualizer (measured afterwards). */
  estimateSize?: number;
  /** Shown when there are no items at all. */
  empty?: ReactNode;
  /** Accessible name of the list. */
  'aria-label'?: string;
  className?: string;
}

/**
 * A virtualised, paged list (TanStack Virtual): loads the next page as the end nears, ends with
 * "No more data", shows loading and error rows. Give it a height (it scrolls itself).
 */
export function InfiniteList<T>({
  items,
  renderItem,
  getKey,
  hasMore,
  loading = false,
  error = false,
  onLoadMore,
  onRetry,
  estimateSize = 72,
  empty,
  'aria-label': ariaLabel,
  className,
}: InfiniteListProps<T>) {
  const { t } = useTranslation('ui');
  const scroller = useRef<HTMLDivElement>(null);
  const count = items.length + 1; // + the footer row
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimateSize,
    overscan: 4,
    getItemKey: (i) => (i < items.length ? (getKey?.(items[i]!, i) ?? i) : '__footer'),
  });
  const virtualItems = virtualizer.getVirtualItems();
  const last = virtualItems[virtualItems.length - 1];

  useEffect(() => {
    if (!last) return;
    if (last.index >= items.length - 1 && hasMore && !loading && !error) onLoadMore();
  }, [last, items.length, hasMore, loading, error, onLoadMore]);

  if (items.length === 0 && !loading && !hasMore && !error)
    return <div className={className}>{empty ?? <EmptyState />}</div>;
  if (items.length === 0 && error)
    return <ErrorState className={className} onRetry={onRetry ?? onLoadMore} />;

  const footer = loading ? (
    <$Footer>
      <Spinner size="sm" />
    </$Footer>
  ) : error ? (
    <$Footer role="alert">
      {t('list.loadError')}
      <Button size="sm" variant="ghost" onClick={onRetry ?? onLoadMore}>
        {t('list.retry')}
      </Button>
    </$Footer>
  ) : hasMore ? (
    <$Footer />
  ) : (
    <$Footer>{t('noMore')}</$Footer>
  );

  // Rows and the footer share one virtual space, but only rows sit inside the list role: the footer
  // (spinner status, retry alert, "no more data") is a sibling, as ARIA requires.
  const place = (v: (typeof virtualItems)[number], content: ReactNode, listItem: boolean) => (
    <$Item
      key={v.key}
      data-index={v.index}
      ref={virtualizer.measureElement}
      role={listItem ? 'listitem' : undefined}
      aria-setsize={listItem ? (hasMore ? -1 : items.length) : undefined}
      aria-posinset={listItem ? v.index + 1 : undefined}
      style={{ transform: `translateY(${v.start}px)` }}
    >
      {content}
    </$Item>
  );
  const footerItem = virtualItems.find((v) => v.index === items.length);

  return (
    // focusable so the list can be scrolled from the keyboard
    <$Scroller ref={scroller} className={className} tabIndex={0}>
      <$Inner style={{ height: virtualizer.getTotalSize() }}>
        <div role="list" aria-label={ariaLabel} aria-busy={loading || undefined}>
          {virtualItems
            .filter((v) => v.index < items.length)
            .map((v) => place(v, renderItem(items[v.index]!, v.index), true))}
        </div>
        {footerItem && place(footerItem, footer, false)}
      </$Inner>
    </$Scroller>
  );
}

const $Scroller = styled.div`
  height: 100%;
  overflow-y: auto;
  overscroll-behavior: contain;
  -webkit-overflow-scrolling: touch;
`;

const $Inner = styled.div`
  position: relative;
  width: 100%;
`;

const $Item = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
`;

const $Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
  min-height: ${({ theme }) => theme.size.input};
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;
