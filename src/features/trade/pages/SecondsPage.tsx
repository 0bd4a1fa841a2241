import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/lib/routes';
import { useMarketStale } from '@/realtime/market';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Page } from '@/ui/Page';
import { SkeletonText } from '@/ui/Skeleton';
import { StaleMark } from '@/ui/StaleMark';
import { MarketPicker } from '../components/MarketPicker';
import { PairHeader } from '@/features/chart';
import { useMarkets } from '../hooks';
import { marketsFor, pickMarket } from '../params';
import { SecondsSection } from './sections/SecondsSection';

/** Seconds contracts for one pair (`second?symbol=BTC/USDT`): price header, price chart, ticket, open bets counting down. */
export default function SecondsPage() {
  const { t } = useTranslation('trade');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const markets = useMarkets();
  const list = marketsFor('seconds', markets.data ?? []);
  const market = pickMarket('seconds', markets.data ?? [], params.get('symbol'));
  const stale = useMarketStale();
  return (
    <Page title={t('seconds.pageTitle')} right={<StaleMark stale={stale} />} end="4">
      {markets.isPending ? (
        <SkeletonText lines={10} />
      ) : markets.isError ? (
        <ErrorState message={t('page.marketsError')} onRetry={() => void markets.refetch()} />
      ) : !market ? (
        <EmptyState title={t('page.none.seconds')} />
      ) : (
        <>
          <MarketPicker markets={list} value={market.symbol} onSelect={(symbol) => void navigate(paths.seconds({ symbol }), { replace: true })} />
          <PairHeader symbol={market.symbol} />
          <SecondsSection key={market.symbol} market={market} chart />
        </>
      )}
    </Page>
  );
}
