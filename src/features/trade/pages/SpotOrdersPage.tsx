import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SpotStatus } from '@/api/schemas/trade';
import { paths } from '@/lib/routes';
import { EmptyState } from '@/ui/EmptyState';
import { Page } from '@/ui/Page';
import { Tabs } from '@/ui/Tabs';
import { SpotOrderCard } from '../components/SpotOrderCard';
import { useMarkets } from '../hooks';
import { parsePairSymbol } from '@/features/chart';
import { useCancelSpotOrder, useSpotOrders } from '../useSpot';
import { ListArea, PairFilter, useListTab } from './sections/listTabs';
import { PagedList } from './sections/PagedList';

const TABS = ['open', 'filled', 'all'] as const;
type Tab = (typeof TABS)[number];
const STATUS: Record<Tab, SpotStatus | undefined> = { open: 'open', filled: 'filled', all: undefined };

/** Spot orders (`currency_order?symbol=`): resting (cancellable), filled and all, 10 a page to "no more data". */
export default function SpotOrdersPage() {
  const { t } = useTranslation('trade');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [tab, setTab] = useListTab<Tab>(TABS, 'open');
  const markets = useMarkets();
  const bySymbol = useMemo(() => new Map((markets.data ?? []).map((m) => [m.symbol, m])), [markets.data]);
  const pair = parsePairSymbol(params.get('symbol'));
  const market = pair ? bySymbol.get(pair.symbol) : undefined;
  const query = useSpotOrders(STATUS[tab], market);
  const cancel = useCancelSpotOrder();
  return (
    <Page fill title={t('spotOrders.title')}>
      <Tabs<Tab>
        aria-label={t('spotOrders.title')}
        value={tab}
        onChange={setTab}
        stretch
        items={TABS.map((key) => ({ key, label: t(`spotOrders.tab.${key}`) }))}
      />
      {market && <PairFilter symbol={market.symbol} onClear={() => void navigate(paths.spotOrders(), { replace: true })} />}
      <ListArea>
        <PagedList
          key={tab}
          query={query}
          itemsOf={(page) => page.items}
          getKey={(o) => o.id}
          label={t(`spotOrders.tab.${tab}`)}
          empty={<EmptyState title={t(tab === 'open' ? 'spotOrders.noOpen' : 'spotOrders.none')} />}
          estimateSize={200}
          render={(o) => (
            <SpotOrderCard
              order={o}
              market={bySymbol.get(o.symbol)}
              onCancel={(order) => cancel.mutateAsync(order.id)}
              cancelling={cancel.isPending && cancel.variables === o.id}
            />
          )}
        />
      </ListArea>
    </Page>
  );
}
