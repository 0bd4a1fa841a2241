import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Button } from '../Button';
import { Card, CardFields } from '../Card';
import { EmptyState } from '../EmptyState';
import { Tag } from '../Tag';
import { RecordList, type PagedQuery } from './RecordList';

interface Deposit {
  id: number;
  coin: string;
  amount: string;
  time: string;
  state: string;
}
interface Page {
  items: Deposit[];
}

const deposit = (id: number): Deposit => ({
  id,
  coin: 'USDT',
  amount: `${(id * 125.5).toFixed(2)}`,
  time: `2025-01-${String(16 - id).padStart(2, '0')} 08:00`,
  state: 'Credited',
});
const PAGE: Page = { items: [1, 2, 3].map(deposit) };

type State = 'loading' | 'error' | 'empty' | 'more' | 'loadingMore' | 'moreFailed' | 'end';

/** A query in the given state (the list reads a plain object the same way as a `useInfiniteQuery` result). */
function queryIn(state: State): PagedQuery<Page> {
  const base: PagedQuery<Page> = {
    data: { pages: [PAGE] },
    isError: false,
    isFetchNextPageError: false,
    hasNextPage: true,
    isFetchingNextPage: false,
    fetchStatus: 'idle',
    fetchNextPage: fn(),
    refetch: fn(),
  };
  switch (state) {
    case 'loading':
      return { ...base, data: undefined, fetchStatus: 'fetching' };
    case 'error':
      return { ...base, data: undefined, isError: true };
    case 'empty':
      return { ...base, data: { pages: [{ items: [] }] }, hasNextPage: false };
    case 'loadingMore':
      return { ...base, isFetchingNextPage: true, fetchStatus: 'fetching' };
    case 'moreFailed':
      return { ...base, isError: true, isFetchNextPageError: true };
    case 'end':
      return { ...base, hasNextPage: false };
    default:
      return base;
  }
}

function Deposits({ state, coin = 'USDT' }: { state: State; coin?: string }) {
  return (
    <RecordList
      query={queryIn(state)}
      itemsOf={(p) => p.items}
      getKey={(d) => d.id}
      aria-label="Deposits"
      empty={<EmptyState title="No deposits yet" action={<Button size="sm">Deposit</Button>} />}
      renderItem={(d) => (
        <Card title={coin} extra={<Tag tone="success">{d.state}</Tag>}>
          <CardFields
            items={[
              { label: 'Amount', value: `${d.amount} ${coin}` },
              { label: 'Time', value: d.time },
            ]}
          />
        </Card>
      )}
    />
  );
}

const meta = preview.meta({
  title: 'UI/RecordList',
  component: Deposits,
  args: { state: 'more' as State },
  argTypes: {
    state: {
      control: 'select',
      options: ['loading', 'error', 'empty', 'more', 'loadingMore', 'moreFailed', 'end'],
    },
  },
});

export const Playground = meta.story({});
/** The first page is loading: placeholder rows, announced once. */
export const Loading = meta.story({ args: { state: 'loading' } });
/** The first page failed: a message and "Try again". */
export const Error = meta.story({
  args: { state: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});
export const Empty = meta.story({ args: { state: 'empty' } });
/** Records, and more to load. */
export const List = meta.story({
  args: { state: 'more' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible();
  },
});
export const LoadingMore = meta.story({ args: { state: 'loadingMore' } });
export const LoadMoreFailed = meta.story({ args: { state: 'moreFailed' } });
/** The last page: "No more data". */
export const NoMoreData = meta.story({ args: { state: 'end' } });
export const LongText = meta.story({
  args: { state: 'end', coin: 'A token with a very long name that has to wrap (LONGTOKEN)' },
});
export const Pseudo = meta.story({ args: { state: 'moreFailed' }, globals: { locale: 'pseudo' } });
