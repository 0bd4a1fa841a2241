import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Market } from '@/api/market';
import { now } from '@/lib/time';
import { paths } from '@/lib/routes';
import { useMarketStale, useTicker } from '@/realtime/market';
import { useIsLoggedIn } from '@/state/session';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { SkeletonText } from '@/ui/Skeleton';
import { SecondsOrderCard } from '../../components/SecondsOrderCard';
import { SecondsResult } from '../../components/SecondsResult';
import { SecondsTicket, type SecondsTicketProps } from '../../components/SecondsTicket';
import { useMarkets } from '../../hooks';
import { useMicroOrders, useMicroSettlement, usePayCurrencies, useSecondsOptions, useSubmitMicroOrder } from '../../useSeconds';
import { ActivitySection, LoginPrompt, SectionHead, SectionRecords } from './parts';
import { SecondsChart } from './SecondsChart';

/**
 * Seconds contracts on one pair: with `chart`, the pair's price chart; the ticket; then the open bets counting down.
 * A bet leaves them the moment the server settles it, its result shows in a sheet and "Available" moves.
 */
export function SecondsSection({ market, chart = false }: { market: Market; chart?: boolean }) {
  const { t } = useTranslation('trade');
  const loggedIn = useIsLoggedIn();
  const currencies = usePayCurrencies();
  const options = useSecondsOptions();
  const stale = useMarketStale();
  const submit = useSubmitMicroOrder();
  const settled = useMicroSettlement();
  const markets = useMarkets();

  let ticket;
  if (!loggedIn) ticket = <LoginPrompt />;
  else if (currencies.isPending || options.isPending) ticket = <SkeletonText lines={8} />;
  else if (currencies.isError || options.isError)
    ticket = (
      <ErrorState
        compact
        message={t('ticket.loadError')}
        onRetry={() => void Promise.all([currencies.refetch(), options.refetch()])}
      />
    );
  else if (currencies.data.length === 0 || options.data.length === 0) ticket = <EmptyState compact title={t('seconds.closedMarket')} />;
  else
    ticket = (
      <LiveSecondsTicket
        key={market.symbol}
        market={market}
        currencies={currencies.data}
        options={options.data}
        fallbackPrice={market.price}
        stale={stale}
        submitting={submit.isPending}
        onSubmit={(order) => submit.mutateAsync(order)}
      />
    );

  return (
    <>
      {chart && <SecondsChart market={market} />}
      <$Pad>{ticket}</$Pad>
      {loggedIn && <OpenBets market={market} />}
      <SecondsResult
        orders={settled.results}
        onClose={settled.dismiss}
        priceDecimals={(symbol) => markets.data?.find((m) => m.symbol === symbol)?.price_precision}
        historyTo={paths.secondsOrders({ symbol: market.symbol })}
      />
    </>
  );
}

/** The ticket at the live price: only it renders with the ticker. */
function LiveSecondsTicket({ fallbackPrice, ...props }: Omit<SecondsTicketProps, 'lastPrice'> & { fallbackPrice: string }) {
  const ticker = useTicker(props.market.symbol);
  return <SecondsTicket {...props} lastPrice={ticker?.price ?? fallbackPrice} />;
}

function OpenBets({ market }: { market: Market }) {
  const { t } = useTranslation('trade');
  const orders = useMicroOrders('open', market.match_id);
  return (
    <ActivitySection>
      <SectionHead title={t('seconds.open')} to={paths.secondsOrders({ symbol: market.symbol })} linkText={t('seconds.allOrders')} />
      <SectionRecords
        query={orders}
        itemsOf={(page) => page.items}
        getKey={(o) => o.id}
        aria-label={t('seconds.open')}
        empty={<EmptyState compact title={t('seconds.noOpen')} />}
        renderItem={(o) => <SecondsOrderCard order={o} now={now} priceDecimals={market.price_precision} />}
      />
    </ActivitySection>
  );
}

const $Pad = styled.div`
  padding: 0 ${({ theme }) => theme.space['4']} ${({ theme }) => theme.space['4']};
`;
