import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market } from '@/api/market';
import type { SpotSide } from '@/api/schemas/trade';
import { paths } from '@/lib/routes';
import { useMarketStale, useTicker } from '@/realtime/market';
import { useIsLoggedIn } from '@/state/session';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { SkeletonText } from '@/ui/Skeleton';
import { SpotOrderCard } from '../../components/SpotOrderCard';
import { SpotTicket, type SpotTicketProps } from '../../components/SpotTicket';
import { useCancelSpotOrder, useSpotBalances, useSpotOrders, useSubmitSpotOrder } from '../../useSpot';
import { ActivitySection, LoginPrompt, SectionHead, SectionRecords, TradeLayout } from './parts';

/** Spot trading on one pair: the compact book, the ticket on `side`, then the pair's resting orders. */
export function SpotSection({ market, side: initialSide }: { market: Market; side: SpotSide }) {
  const { t } = useTranslation('trade');
  const loggedIn = useIsLoggedIn();
  const [side, setSide] = useState(initialSide);
  const balances = useSpotBalances(market);
  const stale = useMarketStale();
  const submit = useSubmitSpotOrder();

  let ticket;
  if (!loggedIn) ticket = <LoginPrompt />;
  else if (balances.isPending) ticket = <SkeletonText lines={8} />;
  else if (balances.isError || !balances.data)
    ticket = <ErrorState compact message={t('ticket.loadError')} onRetry={() => void balances.refetch()} />;
  else
    ticket = (
      <LiveSpotTicket
        key={market.symbol}
        market={market}
        balances={balances.data}
        stale={stale}
        side={side}
        onSideChange={setSide}
        submitting={submit.isPending}
        onSubmit={(order) => submit.mutateAsync(order)}
      />
    );

  return (
    <>
      <TradeLayout market={market} ticket={ticket} />
      {loggedIn && <OpenSpotOrders market={market} />}
    </>
  );
}

/** The ticket at the live last price: only it renders with the ticker. */
function LiveSpotTicket(props: Omit<SpotTicketProps, 'lastPrice'>) {
  const ticker = useTicker(props.market.symbol);
  return <SpotTicket {...props} lastPrice={ticker?.price ?? props.market.price} />;
}

function OpenSpotOrders({ market }: { market: Market }) {
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
