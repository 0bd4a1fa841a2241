import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEAL_OPEN_POSITIONS_MAX } from '@/api/trade/contract';
import type { Market } from '@/api/market';
import type { LeverOrder } from '@/api/schemas/trade';
import { paths } from '@/lib/routes';
import { EmptyState } from '@/ui/EmptyState';
import { Tabs } from '@/ui/Tabs';
import { CloseResultSheet } from '../../components/CloseResultSheet';
import { ContractOrderCard } from '../../components/ContractOrderCard';
import { PositionCard } from '../../components/PositionCard';
import { TpSlSheet } from '../../components/TpSlSheet';
import { useCancelLeverOrder, useLeverOrders } from '../../useContract';
import { ActivitySection, CardList, SectionHead, SectionRecords } from './parts';
import { usePositionActions } from './usePositionActions';

type View = 'positions' | 'orders';

/**
 * Under the futures ticket: the pair's open positions (live P&L, TP/SL, close with its result sheet) and its
 * resting limit orders.
 */
export function ContractActivity({ market, positions }: { market: Market; positions: readonly LeverOrder[] }) {
  const { t } = useTranslation('trade');
  const [view, setView] = useState<View>('positions');
  const positionActions = usePositionActions();
  return (
    <ActivitySection>
      <SectionHead title={t('activity.title')} to={paths.contractOrders({ symbol: market.symbol })} linkText={t('activity.all')} />
      <Tabs<View>
        aria-label={t('activity.title')}
        value={view}
        onChange={setView}
        items={[
          {
            key: 'positions',
            // the deal lists at most DEAL_OPEN_POSITIONS_MAX: at the cap there may be more (the link shows them all)
            label:
              positions.length >= DEAL_OPEN_POSITIONS_MAX
                ? t('activity.positionsMore', { n: DEAL_OPEN_POSITIONS_MAX })
                : t('activity.positions', { count: positions.length }),
          },
          { key: 'orders', label: t('activity.orders') },
        ]}
      />
      {view === 'positions' ? (
        positions.length === 0 ? (
          <EmptyState compact title={t('positions.empty')} />
        ) : (
          <CardList>
            {positions.map((p) => (
              <li key={p.id}>
                <PositionCard
                  position={p}
                  market={market}
                  feed={positionActions.feed}
                  onClose={positionActions.close}
                  onEditStops={positionActions.edit}
                  closing={positionActions.closingId === p.id}
                />
              </li>
            ))}
          </CardList>
        )
      ) : (
        <PendingOrders market={market} />
      )}
      <TpSlSheet
        position={positionActions.editing}
        market={market}
        onClose={positionActions.stopEditing}
        onSave={positionActions.save}
        saving={positionActions.saving}
      />
      <CloseResultSheet closed={positionActions.closed} market={market} onClose={positionActions.dismissClosed} />
    </ActivitySection>
  );
}

function PendingOrders({ market }: { market: Market }) {
  const { t } = useTranslation('trade');
  const orders = useLeverOrders('pending', market);
  const cancel = useCancelLeverOrder();
  return (
    <SectionRecords
      query={orders}
      itemsOf={(page) => page.orders.items}
      getKey={(o) => o.id}
      aria-label={t('activity.orders')}
      empty={<EmptyState compact title={t('orders.empty')} />}
      renderItem={(o) => (
        <ContractOrderCard
          order={o}
          market={market}
          onCancel={(order) => cancel.mutateAsync(order.id)}
          cancelling={cancel.isPending && cancel.variables === o.id}
        />
      )}
    />
  );
}
