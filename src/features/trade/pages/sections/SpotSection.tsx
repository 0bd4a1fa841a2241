import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market } from '@/api/market';
import type { SpotSide } from '@/api/schemas/trade';
import { useMarketStale, useTicker } from '@/realtime/market';
import { useIsLoggedIn } from '@/state/session';
import { ErrorState } from '@/ui/ErrorState';
import { SkeletonText } from '@/ui/Skeleton';
import { SpotTicket, type SpotTicketProps } from '../../components/SpotTicket';
import { useSpotBalances, useSubmitSpotOrder } from '../../useSpot';
import { LoginPrompt, TradeLayout } from './layout';

// below the ticket: loaded after it, not with the route's first chunk
const SpotActivity = lazy(() => import('./SpotActivity').then((m) => ({ default: m.SpotActivity })));

/** Spot trading on one pair: the ticket on `side` beside the compact book, then the pair's resting orders. */
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
      {loggedIn && (
        <Suspense fallback={<SkeletonText lines={3} />}>
          <SpotActivity market={market} />
        </Suspense>
      )}
    </>
  );
}

/** The ticket at the live last price: only it renders with the ticker. */
function LiveSpotTicket(props: Omit<SpotTicketProps, 'lastPrice'>) {
  const ticker = useTicker(props.market.symbol);
  return <SpotTicket {...props} lastPrice={ticker?.price ?? props.market.price} />;
}
