import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import type { SpotOrder } from '@/api/schemas/trade';
import { EmptyState } from '@/ui/EmptyState';
import { SpotOrderCard } from '../../components/SpotOrderCard';
import { btcMarket, makeSpotOrder } from '../../testing/trade';
import { PagedList } from './PagedList';

type Answer = 'orders' | 'empty' | 'error' | 'pending';
interface OrdersPage {
  items: SpotOrder[];
  hasMore: boolean;
}

const orders = [
  makeSpotOrder({ id: 301 }),
  makeSpotOrder({ id: 302, side: 'sell', status: 'filled', fillPrice: '95000.00', fee: '0.95' }),
  makeSpotOrder({ id: 303, status: 'cancelled' }),
];

function page(answer: Answer): Promise<OrdersPage> {
  if (answer === 'pending') return new Promise(() => {});
  if (answer === 'error') return Promise.reject(new Error('unavailable'));
  return Promise.resolve({ items: answer === 'orders' ? orders : [], hasMore: false });
}

/** The order pages' list over an infinite query whose first page answers as the story says. */
function Harness({ answer }: { answer: Answer }) {
  const { t } = useTranslation('trade');
  const query = useInfiniteQuery({
    queryKey: ['story', 'paged-list', answer],
    queryFn: () => page(answer),
    initialPageParam: 1,
    getNextPageParam: (last: OrdersPage, all) => (last.hasMore ? all.length + 1 : undefined),
    retry: false,
  });
  return (
    <$Area>
      <PagedList
        query={query}
        itemsOf={(p) => p.items}
        getKey={(order) => order.id}
        render={(order) => <SpotOrderCard order={order} market={btcMarket} onCancel={async () => 'ok'} />}
        label={t('spotOrders.title')}
        empty={<EmptyState title={t('orders.none')} />}
      />
    </$Area>
  );
}

const $Area = styled.div`
  display: flex;
  flex-direction: column;
  height: 640px;
`;

const meta = preview.meta({
  title: 'Trade/PagedList',
  component: Harness,
  args: { answer: 'orders' as Answer },
});

/** Pages of order cards, ending in "No more data". */
export const Orders = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No more data')).toBeInTheDocument();
  },
});

export const Loading = meta.story({ args: { answer: 'pending' } });

export const Empty = meta.story({
  args: { answer: 'empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No orders yet')).toBeVisible();
  },
});

/** The first page failed: the error state with its retry. */
export const LoadError = meta.story({
  args: { answer: 'error' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
});
