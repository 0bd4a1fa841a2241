import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/lib/routes';
import { useIsLoggedIn } from '@/state/session';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Page } from '@/ui/Page';
import { Skeleton, SkeletonText } from '@/ui/Skeleton';
import { Tabs } from '@/ui/Tabs';
import { AccountSwitch } from '../components/AccountSwitch';
import { PairBar } from '../components/PairBar';
import { PairHeader } from '@/features/chart';
import { useMarkets } from '../hooks';
import { marketsFor, parseSide, parseTradeType, pickMarket, TRADE_TYPES, type TradeType } from '../params';
import { useAccountSwitch } from '../useAccount';
import { ContractSection } from './sections/ContractSection';

// the futures tab opens first; the other tabs' sections load when chosen (not with the route's first chunk)
const SpotSection = lazy(() => import('./sections/SpotSection').then((m) => ({ default: m.SpotSection })));
const SecondsSection = lazy(() => import('./sections/SecondsSection').then((m) => ({ default: m.SecondsSection })));

/**
 * The trade tab, `/pages/transaction/contract?symbol=BTC/USDT&type=futures&side=buy`: seconds, futures and
 * coins, each on a pair the picker offers for that trade. Futures and coins: the pair row (24 h change, chart
 * link), the ticket beside a compact book with the last price, the pair's positions and orders below (loaded
 * after the ticket); seconds: the price header, its ticket and bets. The account switch (real ⇄ demo) sits in
 * the header.
 */
export default function TradePage() {
  const { t } = useTranslation('trade');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = parseTradeType(params.get('type'));
  const side = parseSide(params.get('side'));
  const markets = useMarkets();
  const list = marketsFor(type, markets.data ?? []);
  const market = pickMarket(type, markets.data ?? [], params.get('symbol'));
  const loggedIn = useIsLoggedIn();

  const go = (next: { type?: TradeType; symbol?: string }) => {
    const nextType = next.type ?? type;
    const symbol = next.symbol ?? pickMarket(nextType, markets.data ?? [], market?.symbol)?.symbol;
    void navigate(paths.contract({ symbol, type: nextType }), { replace: true });
  };

  let body;
  if (markets.isPending) body = <Loading />;
  else if (markets.isError) body = <ErrorState message={t('page.marketsError')} onRetry={() => void markets.refetch()} />;
  else if (!market) body = <EmptyState title={t(`page.none.${type}`)} />;
  else
    body = (
      <>
        {type === 'seconds' && <PairHeader symbol={market.symbol} />}
        <Suspense fallback={<Loading />}>
          {type === 'futures' && <ContractSection market={market} side={side === 'buy' ? 'long' : 'short'} />}
          {type === 'seconds' && <SecondsSection market={market} />}
          {type === 'coins' && <SpotSection market={market} side={side} />}
        </Suspense>
      </>
    );

  return (
    <Page back={false} title={t('page.title')} right={loggedIn ? <AccountControl /> : undefined} end="4">
      <Tabs<TradeType>
        aria-label={t('page.tabs')}
        value={type}
        onChange={(next) => go({ type: next })}
        stretch
        items={TRADE_TYPES.map((key) => ({ key, label: t(`page.tab.${key}`) }))}
      />
      <PairBar
        markets={list}
        value={market?.symbol}
        onSelect={(symbol) => go({ symbol })}
        note={type === 'futures' ? t('page.perpetual') : undefined}
        chartTo={market && type !== 'seconds' ? chartPath(type, market.symbol) : undefined}
      />
      {body}
    </Page>
  );
}

/** The pair's chart: the perpetual chart for futures, the spot chart for coins. */
const chartPath = (type: TradeType, symbol: string) => (type === 'futures' ? paths.futuresChart({ symbol }) : paths.chart({ symbol }));

/** The header's real/demo control, wired to the session. */
function AccountControl() {
  const account = useAccountSwitch();
  return (
    <AccountSwitch
      mode={account.mode}
      onToDemo={account.toDemo}
      onToReal={account.toReal}
      onResetDemo={account.resetDemo}
      pending={account.pending}
    />
  );
}

function Loading() {
  return (
    <$Loading aria-busy="true">
      <Skeleton width="9em" height="1.75em" />
      <SkeletonText lines={10} />
    </$Loading>
  );
}

const $Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['4']};
`;
