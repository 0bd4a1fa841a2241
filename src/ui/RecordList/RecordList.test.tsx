import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { RecordList, type PagedQuery } from './RecordList';

interface Page {
  items: string[];
  next: number | null;
}

const stub = (over: Partial<PagedQuery<Page>> = {}): PagedQuery<Page> => ({
  data: { pages: [{ items: ['Deposit 1', 'Deposit 2'], next: 2 }] },
  isError: false,
  isFetchNextPageError: false,
  hasNextPage: true,
  isFetchingNextPage: false,
  fetchStatus: 'idle',
  fetchNextPage: vi.fn(),
  refetch: vi.fn(),
  ...over,
});

const list = (query: PagedQuery<Page>, extra: { empty?: string } = {}) =>
  renderUi(
    <RecordList
      query={query}
      itemsOf={(p) => p.items}
      getKey={(item) => item}
      renderItem={(item) => <span>{item}</span>}
      aria-label="Deposits"
      empty={extra.empty}
    />,
  );

describe('RecordList', () => {
  it('announces the first page loading with placeholders', () => {
    list(stub({ data: undefined, fetchStatus: 'fetching' }));
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Deposits');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('offers "Try again" when the first page fails', async () => {
    const query = stub({ data: undefined, isError: true });
    list(query);
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state when there is no record (or the query is switched off)', () => {
    list(stub({ data: { pages: [{ items: [], next: null }] }, hasNextPage: false }));
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a caller-given empty state for a switched-off query', () => {
    list(stub({ data: undefined, fetchStatus: 'idle' }), { empty: 'No deposits yet' });
    expect(screen.getByText('No deposits yet')).toBeInTheDocument();
  });

  it('lists the records and loads more on request, spinning meanwhile', async () => {
    const query = stub();
    const { rerender } = list(query);
    const items = within(screen.getByRole('list', { name: 'Deposits' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Deposit 1', 'Deposit 2']);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);

    rerender(
      <RecordList
        query={{ ...query, isFetchingNextPage: true }}
        itemsOf={(p) => p.items}
        getKey={(i) => i}
        renderItem={(i) => i}
        aria-label="Deposits"
      />,
    );
    expect(screen.getByRole('button', { name: 'Load more' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('list', { name: 'Deposits' })).toHaveAttribute('aria-busy', 'true');
  });

  it('says when loading more failed, and retries', async () => {
    const query = stub({ isError: true, isFetchNextPageError: true });
    list(query);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load more.");
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('ends in "No more data" after the last page', () => {
    list(stub({ hasNextPage: false }));
    expect(screen.getByText('No more data')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('works over a real infinite query, page after page', async () => {
    const pages: Page[] = [
      { items: ['A', 'B'], next: 1 },
      { items: ['C'], next: null },
    ];
    function Records() {
      const query = useInfiniteQuery({
        queryKey: ['records'],
        queryFn: ({ pageParam }) => Promise.resolve(pages[pageParam]!),
        initialPageParam: 0,
        getNextPageParam: (last) => last.next ?? undefined,
      });
      return (
        <RecordList
          query={query}
          itemsOf={(p) => p.items}
          getKey={(i) => i}
          renderItem={(i) => i}
          aria-label="Records"
        />
      );
    }
    renderUi(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Records />
      </QueryClientProvider>,
    );
    await screen.findByRole('list', { name: 'Records' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['A', 'B', 'C']),
    );
    expect(screen.getByText('No more data')).toBeInTheDocument();
  });
});
