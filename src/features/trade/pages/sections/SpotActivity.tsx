import { useTranslation } from 'react-i18next';
import type { Market } from '@/api/market';
import { paths } from '@/lib/routes';
import { EmptyState } from '@/ui/EmptyState';
import { SpotOrderCard } from '../../components/SpotOrderCard';
import { useCancelSpotOrder, useSpotOrders } from '../../useSpot';
import { ActivitySection, SectionHead, SectionRecords } from './parts';

/** Under the spot ticket: the pair's resting orders, with Cancel and a link to every order. */
export function SpotActivity({ market }: { market: Market }) {
  const { t } = useTranslation('trade');
  const orders = useSpotOrders('open', market);
  const cancel = useCancelSpotOrder();
  return (
    <ActivitySection>
      <SectionHead title={t('spotOrders.open')} to={paths.spotOrders({ symbol: market.symbol })} linkText={t('spotOrders.all')} />
      <SectionRecords
        query={orders}
        itemsOf={(page) => page.items}
        getKey={(o) => o.id}
        aria-label={t('spotOrders.open')}
        empty={<EmptyState compact title={t('spotOrders.noOpen')} />}
        renderItem={(o) => (
          <SpotOrderCard
            order={o}
            market={market}
            onCancel={(order) => cancel.mutateAsync(order.id)}
            cancelling={cancel.isPending && cancel.variables === o.id}
          />
        )}
      />
    </ActivitySection>
  );
}
