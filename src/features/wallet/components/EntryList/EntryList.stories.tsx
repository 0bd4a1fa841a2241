import { useInfiniteQuery } from '@tanstack/react-query';
import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import type { Page } from '@/api/paging';
import type { LedgerEntry } from '@/api/wallet';
import { EntryRow } from '../EntryRow';
import { EntryList } from '.';

/** The spot account's records of the seeded demo user, newest first (one page). */
const entries: LedgerEntry[] = [
  { id: 45, time: '2026-11-01 10:15:00', account: 'change', currencyId: 1, currency: 'BTC', type: 5, label: 'Exchange', amount: '0.00263157', frozen: '0', after: '0.05263157' },
  { id: 44, time: '2026-11-01 10:15:00', account: 'change', currencyId: 3, currency: 'USDT', type: 5, label: 'Exchange', amount: '-250.00000000', frozen: '0', after: '10150.00000000' },
  { id: 43, time: '2026-11-01 09:45:00', account: 'change', currencyId: 3, currency: 'USDT', type: 4, label: 'Withdrawal', amount: '-100.00000000', frozen: '100.00000000', after: '10400.00000000' },
  { id: 41, time: '2026-11-01 09:30:00', account: 'change', currencyId: 3, currency: 'USDT', type: 3, label: 'Deposit', amount: '500.00000000', frozen: '0', after: '10500.00000000' },
  { id: 1, time: '2026-11-01 08:00:00', account: 'change', currencyId: 3, currency: 'USDT', type: 1, label: 'Opening balance', amount: '10000.00000000', frozen: '0', after: '10000.00000000' },
];

type Answer = 'page' | 'empty' | 'loading' | 'error';

function load(answer: Answer): Promise<Page<LedgerEntry>> {
  if (answer === 'loading') return new Promise(() => {});
  if (answer === 'error') return Promise.reject(new Error('Records could not be loaded.'));
  const items = answer === 'page' ? entries : [];
  return Promise.resolve({ items, page: 1, pageSize: 10, total: items.length, hasMore: false });
}

/** EntryList fed by a real infinite query whose answer the story chooses; rows are the fund pages' EntryRow. */
function Records({ answer, label, emptyText }: { answer: Answer; label: string; emptyText: string }) {
  const query = useInfiniteQuery({
    queryKey: ['story', 'entries', answer],
    queryFn: () => load(answer),
    initialPageParam: 1,
    getNextPageParam: (last: Page<LedgerEntry>) => (last.hasMore ? last.page + 1 : undefined),
    retry: false,
  });
  return (
    // the list fills the rest of a page's column, as on the records pages
    <div style={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
      <EntryList query={query} renderItem={(e) => <EntryRow entry={e} />} getKey={(e) => e.id} label={label} emptyText={emptyText} />
    </div>
  );
}

const meta = preview.meta({
  title: 'Wallet/EntryList',
  component: Records,
  args: { answer: 'page' as const, label: 'Records', emptyText: 'No records yet' },
  argTypes: { answer: { control: 'inline-radio', options: ['page', 'empty', 'loading', 'error'] } },
});

export const Playground = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Opening balance')).toBeVisible();
    await expect(canvas.getByText('No more data')).toBeVisible();
  },
});

export const Empty = meta.story({
  args: { answer: 'empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No records yet')).toBeVisible();
  },
});

export const Loading = meta.story({ args: { answer: 'loading' } });

export const LoadError = meta.story({
  args: { answer: 'error' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
});
