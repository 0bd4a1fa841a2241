import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { MicroFilter } from '@/api/schemas/trade';
import { paths } from '@/lib/routes';
import { now } from '@/lib/time';
import { EmptyState } from '@/ui/EmptyState';
import { Page } from '@/ui/Page';
import { Tabs } from '@/ui/Tabs';
import { SecondsOrderCard } from '../components/SecondsOrderCard';
import { useMarkets } from '../hooks';
import { parsePairSymbol } from '@/features/chart';
import { useMicroOrders, useMicroSettlement } from '../useSeconds';
import { ListArea, PairFilter, useListTab } from './sections/listTabs';
import { PagedList } from './sections/PagedList';

const TABS = ['open', 'closed'] as const satisfies readonly MicroFilter[];
type Tab = (typeof TABS)[number];

/**
 * Seconds orders (`seconds_order?symbol=`): open bets counting down, and the history with result, open and close
 * prices; 5 a page to "no more data". A settlement pushed by the server shows at once in both lists.
 */
export default function SecondsOrdersPage() {
  const { t } = useTranslation('trade');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [tab, setTab] = useListTab<Tab>(TABS, 'open');
  const markets = useMarkets();
  const bySymbol = useMemo(() => new Map((markets.data ?? []).map((m) => [m.symbol, m])), [markets.data]);
  const pair = parsePairSymbol(params.get('symbol'));
  const market = pair ? bySymbol.get(pair.symbol) : undefined;
  const query = useMicroOrders(tab, market?.match_id);
  useMicroSettlement();
  return (
    <Page fill title={t('secondsOrders.title')}>
      <Tabs<Tab>
        aria-label={t('secondsOrders.title')}
        value={tab}
        onChange={setTab}
        stretch
        items={TABS.map((key) => ({ key, label: t(`secondsOrders.tab.${key}`) }))}
      />
      {market && <PairFilter symbol={market.symbol} onClear={() => void navigate(paths.secondsOrders(), { replace: true })} />}
      <ListArea>
        <PagedList
          key={tab}
          query={query}
          itemsOf={(page) => page.items}
          getKey={(o) => o.id}
          label={t(`secondsOrders.tab.${tab}`)}
          empty={<EmptyState title={t(tab === 'open' ? 'seconds.noOpen' : 'secondsOrders.none')} />}
          estimateSize={230}
          render={(o) => <SecondsOrderCard order={o} now={now} priceDecimals={bySymbol.get(o.symbol)?.price_precision} />}
        />
      </ListArea>
    </Page>
  );
}
