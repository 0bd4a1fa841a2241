import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/lib/routes';
import { useMarketStale } from '@/realtime/market';
import { useIsLoggedIn } from '@/state/session';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Page } from '@/ui/Page';
import { Skeleton, SkeletonText } from '@/ui/Skeleton';
import { StaleMark } from '@/ui/StaleMark';
import { Tabs } from '@/ui/Tabs';
import { AccountSwitch } from '../components/AccountSwitch';
import { MarketPicker } from '../components/MarketPicker';
import { PairHeader } from '@/features/chart';
import { useMarkets } from '../hooks';
import { marketsFor, parseSide, parseTradeType, pickMarket, TRADE_TYPES, type TradeType } from '../params';
import { useAccountSwitch } from '../useAccount';
import { SpotSection } from './sections/SpotSection';
import { ContractSection } from './sections/ContractSection';
import { SecondsSection } from './sections/SecondsSection';

/**
 * The trade tab, `/pages/transaction/contract?symbol=BTC/USDT&type=futures&side=buy`: seconds, futures and
 * coins, each on a pair the picker offers for that trade; a compact price header and book, the ticket, and the
 * pair's positions and orders below. The account switch (real ⇄ demo) sits in the header.
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
  const stale = useMarketStale();
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
        <PairHeader symbol={market.symbol} />
        {type === 'futures' && <ContractSection market={market} side={side === 'buy' ? 'long' : 'short'} />}
        {type === 'seconds' && <SecondsSection market={market} />}
        {type === 'coins' && <SpotSection market={market} side={side} />}
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
      <$Bar>
        <MarketPicker
          markets={list}
          value={market?.symbol}
          onSelect={(symbol) => go({ symbol })}
          note={type === 'futures' ? t('page.perpetual') : undefined}
        />
        <StaleMark stale={stale} />
      </$Bar>
      {body}
    </Page>
  );
}

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

const $Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['2']} 0;
`;

const $Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['4']};
`;
