import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market } from '@/api/market';
import type { LeverSide } from '@/api/schemas/trade';
import { useMarketStale, useTicker } from '@/realtime/market';
import { useIsLoggedIn } from '@/state/session';
import { ErrorState } from '@/ui/ErrorState';
import { SkeletonText } from '@/ui/Skeleton';
import { ContractTicket, type ContractTicketProps } from '../../components/ContractTicket';
import { useLeverDeal, useSubmitLeverOrder } from '../../useContract';
import { LoginPrompt, TradeLayout } from './layout';

// below the ticket: loaded after it, not with the route's first chunk
const ContractActivity = lazy(() => import('./ContractActivity').then((m) => ({ default: m.ContractActivity })));

/** The futures tab: the contract ticket beside the pair's compact book, then the pair's positions and open orders. */
export function ContractSection({ market, side }: { market: Market; side: LeverSide }) {
  const { t } = useTranslation('trade');
  const loggedIn = useIsLoggedIn();
  const deal = useLeverDeal(market);
  const stale = useMarketStale();
  const submit = useSubmitLeverOrder();

  let ticket;
  if (!loggedIn) ticket = <LoginPrompt />;
  else if (deal.isPending) ticket = <SkeletonText lines={8} />;
  else if (deal.isError) ticket = <ErrorState compact message={t('ticket.loadError')} onRetry={() => void deal.refetch()} />;
  else
    ticket = (
      <LiveContractTicket
        key={`${market.symbol}:${side}`}
        market={market}
        deal={deal.data}
        fallbackPrice={deal.data.lastPrice}
        stale={stale}
        initialSide={side}
        submitting={submit.isPending}
        onSubmit={(vars) => submit.mutateAsync(vars)}
      />
    );

  return (
    <>
      <TradeLayout market={market} ticket={ticket} />
      {loggedIn && deal.data && (
        <Suspense fallback={<SkeletonText lines={3} />}>
          <ContractActivity market={market} positions={deal.data.openOrders} />
        </Suspense>
      )}
    </>
  );
}

/** The ticket at the live last price: only it renders with the ticker, not the section around it. */
function LiveContractTicket({ fallbackPrice, ...props }: Omit<ContractTicketProps, 'lastPrice'> & { fallbackPrice: string }) {
  const ticker = useTicker(props.market.symbol);
  return <ContractTicket {...props} lastPrice={ticker?.price ?? fallbackPrice} />;
}
