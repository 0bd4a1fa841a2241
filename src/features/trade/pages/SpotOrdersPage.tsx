import { useTranslation } from 'react-i18next';
import type { SpotStatus } from '@/api/schemas/trade';
import { paths } from '@/lib/routes';
import { EmptyState } from '@/ui/EmptyState';
import { SpotOrderCard } from '../components/SpotOrderCard';
import { useCancelSpotOrder, useSpotOrders } from '../useSpot';
import { OrdersPage, type OrdersView } from './sections/OrdersPage';
import { PagedList } from './sections/PagedList';

const TABS = ['open', 'filled', 'all'] as const;
type Tab = (typeof TABS)[number];
const STATUS: Record<Tab, SpotStatus | undefined> = { open: 'open', filled: 'filled', all: undefined };

/** Spot orders (`currency_order?symbol=`): resting (cancellable), filled and all, 10 a page to "no more data". */
export default function SpotOrdersPage() {
  const { t } = useTranslation('trade');
  return (
    <OrdersPage
      title={t('spotOrders.title')}
      tabs={TABS}
      initialTab="open"
      tabLabel={(tab) => t(`spotOrders.tab.${tab}`)}
      allPairs={paths.spotOrders()}
    >
      {(view) => <Orders key={view.tab} {...view} />}
    </OrdersPage>
  );
}

function Orders({ tab, market, bySymbol }: OrdersView<Tab>) {
  const { t } = useTranslation('trade');
  const query = useSpotOrders(STATUS[tab], market);
  const cancel = useCancelSpotOrder();
  return (
    <PagedList
      query={query}
      itemsOf={(page) => page.items}
      getKey={(o) => o.id}
      label={t(`spotOrders.tab.${tab}`)}
      empty={<EmptyState title={t(tab === 'open' ? 'spotOrders.noOpen' : 'spotOrders.none')} />}
      estimateSize={200}
      render={(o) => (
        <SpotOrderCard
          order={o}
          market={bySymbol.get(o.symbol)}
          onCancel={(order) => cancel.mutateAsync(order.id)}
          cancelling={cancel.isPending && cancel.variables === o.id}
        />
      )}
    />
  );
}
