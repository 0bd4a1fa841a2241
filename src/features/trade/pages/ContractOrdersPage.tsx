import { useTranslation } from 'react-i18next';
import type { Market } from '@/api/market';
import type { LeverFilter } from '@/api/schemas/trade';
import { paths } from '@/lib/routes';
import { EmptyState } from '@/ui/EmptyState';
import { CloseAllBar } from '../components/CloseAllBar';
import { CloseResultSheet } from '../components/CloseResultSheet';
import { ContractOrderCard } from '../components/ContractOrderCard';
import { PositionCard } from '../components/PositionCard';
import { TpSlSheet } from '../components/TpSlSheet';
import { useCancelLeverOrder, useCloseAll, useLeverOrders } from '../useContract';
import { OrdersPage } from './sections/OrdersPage';
import { PagedList } from './sections/PagedList';
import { usePositionActions } from './sections/usePositionActions';

const TABS = ['positions', 'current', 'all', 'history'] as const;
type Tab = (typeof TABS)[number];
const FILTER: Record<Exclude<Tab, 'positions'>, LeverFilter> = { current: 'pending', all: 'all', history: 'closed' };

/**
 * Contract orders (`contract_order?symbol=`): open positions with live P&L, TP/SL, close and close-all; the
 * entrust lists current (resting limit orders, cancellable), all and history, 10 a page to "no more data".
 */
export default function ContractOrdersPage() {
  const { t } = useTranslation('trade');
  return (
    <OrdersPage
      title={t('contractOrders.title')}
      tabs={TABS}
      initialTab="positions"
      tabLabel={(tab) => t(`contractOrders.tab.${tab}`)}
      allPairs={paths.contractOrders()}
    >
      {({ tab, market, bySymbol }) =>
        tab === 'positions' ? (
          <Positions market={market} bySymbol={bySymbol} />
        ) : (
          <Orders key={tab} filter={FILTER[tab]} market={market} bySymbol={bySymbol} />
        )
      }
    </OrdersPage>
  );
}

interface ListProps {
  market: Market | undefined;
  bySymbol: ReadonlyMap<string, Market>;
}

function Positions({ market, bySymbol }: ListProps) {
  const { t } = useTranslation('trade');
  const query = useLeverOrders('open', market);
  const actions = usePositionActions();
  const closeAll = useCloseAll();
  const first = query.data?.pages[0];
  const editingMarket = actions.editing ? bySymbol.get(actions.editing.symbol) : undefined;
  return (
    <>
      <CloseAllBar
        feed={actions.feed}
        risk={first?.risk}
        count={first?.orders.total ?? first?.orders.items.length ?? 0}
        onCloseAll={(scope) => closeAll.mutateAsync(scope)}
        pending={closeAll.isPending}
      />
      <PagedList
        query={query}
        itemsOf={(page) => page.orders.items}
        getKey={(p) => p.id}
        label={t('contractOrders.tab.positions')}
        empty={<EmptyState title={t('positions.empty')} />}
        estimateSize={330}
        render={(p) => (
          <PositionCard
            position={p}
            market={bySymbol.get(p.symbol)}
            feed={actions.feed}
            onClose={actions.close}
            onEditStops={actions.edit}
            closing={actions.closingId === p.id}
          />
        )}
      />
      <TpSlSheet position={actions.editing} market={editingMarket} onClose={actions.stopEditing} onSave={actions.save} saving={actions.saving} />
      <CloseResultSheet
        closed={actions.closed}
        market={actions.closed ? bySymbol.get(actions.closed.symbol) : undefined}
        onClose={actions.dismissClosed}
      />
    </>
  );
}

function Orders({ filter, market, bySymbol }: ListProps & { filter: LeverFilter }) {
  const { t } = useTranslation('trade');
  const query = useLeverOrders(filter, market);
  const cancel = useCancelLeverOrder();
  return (
    <PagedList
      query={query}
      itemsOf={(page) => page.orders.items}
      getKey={(o) => o.id}
      label={t('contractOrders.listLabel')}
      empty={<EmptyState title={t(filter === 'pending' ? 'orders.empty' : 'orders.none')} />}
      render={(o) => (
        <ContractOrderCard
          order={o}
          market={bySymbol.get(o.symbol)}
          onCancel={(order) => cancel.mutateAsync(order.id)}
          cancelling={cancel.isPending && cancel.variables === o.id}
        />
      )}
    />
  );
}
