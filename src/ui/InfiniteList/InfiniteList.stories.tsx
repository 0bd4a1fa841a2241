import { useCallback, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { theme } from '@/theme';
import preview from '../../../.storybook/preview';
import { Cell } from '../Cell';
import { InfiniteList } from './InfiniteList';

interface Item {
  id: number;
  title: string;
}
const page = (n: number, size: number) =>
  Array.from({ length: size }, (_, i) => ({ id: n * size + i + 1, title: `Order #${n * size + i + 1}` }));

function Paged({ pages = 3, pageSize = 10, failOn }: { pages?: number; pageSize?: number; failOn?: number }) {
  const [items, setItems] = useState<Item[]>([]);
  const [loaded, setLoaded] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  const load = useCallback(() => {
    setLoading(true);
    setError(false);
    setTimeout(() => {
      setLoading(false);
      if (failOn === loaded) {
        setError(true);
        return;
      }
      setItems((prev) => [...prev, ...page(loaded, pageSize)]);
      setLoaded((n) => n + 1);
    }, 50);
  }, [loaded, failOn, pageSize]);
  return (
    <div style={{ height: `calc(${theme.size.input} * 8)` }}>
      <InfiniteList
        aria-label="Orders"
        items={items}
        getKey={(i) => i.id}
        renderItem={(i) => <Cell title={i.title} value="Filled" />}
        hasMore={loaded < pages}
        loading={loading}
        error={error}
        onLoadMore={load}
        estimateSize={48}
      />
    </div>
  );
}

const meta = preview.meta({ title: 'UI/InfiniteList', component: Paged, args: {} });
export const Playground = meta.story({});
export const Empty = meta.story({ args: { pages: 0 } });
export const FirstPageError = meta.story({ args: { failOn: 0 } });
export const EndsWithNoMore = meta.story({
  args: { pages: 1, pageSize: 3 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('No more data')).toBeInTheDocument());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
});
