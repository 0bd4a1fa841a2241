import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SpotSide } from '@/api/schemas/trade';
import { paths } from '@/lib/routes';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Page } from '@/ui/Page';
import { SkeletonText } from '@/ui/Skeleton';
import { PairBar } from '../components/PairBar';
import { useMarkets } from '../hooks';
import { marketsFor, pickMarket } from '../params';
import { SpotSection } from './sections/SpotSection';

/**
 * Spot trading on one pair (`currency?symbol=` with the ticket on the buy side, `currency2?symbol=` on the sell
 * side, decision in docs/decisions.md): the pair row (24 h change, chart link), the ticket beside the compact
 * book, the pair's resting orders.
 */
function SpotTradePage({ side }: { side: SpotSide }) {
  const { t } = useTranslation('trade');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const markets = useMarkets();
  const list = marketsFor('coins', markets.data ?? []);
  const market = pickMarket('coins', markets.data ?? [], params.get('symbol'));
  const to = (symbol: string) => (side === 'buy' ? paths.spotTrade({ symbol }) : paths.spotTrade2({ symbol }));
  return (
    <Page title={t(side === 'buy' ? 'spot.pageBuy' : 'spot.pageSell')} end="4">
      {markets.isPending ? (
        <SkeletonText lines={10} />
      ) : markets.isError ? (
        <ErrorState message={t('page.marketsError')} onRetry={() => void markets.refetch()} />
      ) : !market ? (
        <EmptyState title={t('page.none.coins')} />
      ) : (
        <>
          <PairBar
            markets={list}
            value={market.symbol}
            onSelect={(symbol) => void navigate(to(symbol), { replace: true })}
            chartTo={paths.chart({ symbol: market.symbol })}
          />
          <SpotSection key={`${market.symbol}:${side}`} market={market} side={side} />
        </>
      )}
    </Page>
  );
}

export function SpotBuyPage() {
  return <SpotTradePage side="buy" />;
}

export function SpotSellPage() {
  return <SpotTradePage side="sell" />;
}
