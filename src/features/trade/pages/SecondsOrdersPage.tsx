import { useTranslation } from 'react-i18next';
import type { MicroFilter } from '@/api/schemas/trade';
import { paths } from '@/lib/routes';
import { now } from '@/lib/time';
import { EmptyState } from '@/ui/EmptyState';
import { SecondsOrderCard } from '../components/SecondsOrderCard';
import { SecondsResult } from '../components/SecondsResult';
import { useMicroOrders, useMicroSettlement } from '../useSeconds';
import { OrdersPage, type OrdersView } from './sections/OrdersPage';
import { PagedList } from './sections/PagedList';

const TABS = ['open', 'closed'] as const satisfies readonly MicroFilter[];
type Tab = (typeof TABS)[number];

/**
 * Seconds orders (`seconds_order?symbol=`): open bets counting down, and the history with result, open and close
 * prices; 5 a page to "no more data". A settlement pushed by the server moves the bet from one list to the other at
 * once, and its result shows in a sheet.
 */
export default function SecondsOrdersPage() {
  const { t } = useTranslation('trade');
  const settled = useMicroSettlement();
  return (
    <OrdersPage
      title={t('secondsOrders.title')}
      tabs={TABS}
      initialTab="open"
      tabLabel={(tab) => t(`secondsOrders.tab.${tab}`)}
      allPairs={paths.secondsOrders()}
    >
      {(view) => (
        <>
          <Orders key={view.tab} {...view} />
          <SecondsResult orders={settled.results} onClose={settled.dismiss} priceDecimals={(symbol) => view.bySymbol.get(symbol)?.price_precision} />
        </>
      )}
    </OrdersPage>
  );
}

function Orders({ tab, market, bySymbol }: OrdersView<Tab>) {
  const { t } = useTranslation('trade');
  const query = useMicroOrders(tab, market?.match_id);
  return (
    <PagedList
      query={query}
      itemsOf={(page) => page.items}
      getKey={(o) => o.id}
      label={t(`secondsOrders.tab.${tab}`)}
      empty={<EmptyState title={t(tab === 'open' ? 'seconds.noOpen' : 'secondsOrders.none')} />}
      estimateSize={230}
      render={(o) => <SecondsOrderCard order={o} now={now} priceDecimals={bySymbol.get(o.symbol)?.price_precision} />}
    />
  );
}
