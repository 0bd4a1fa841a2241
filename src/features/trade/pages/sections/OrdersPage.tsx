import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Market } from '@/api/market';
import { parsePairSymbol } from '@/features/chart';
import { Button } from '@/ui/Button';
import { Icon, X } from '@/ui/Icon';
import { Page } from '@/ui/Page';
import { Tabs } from '@/ui/Tabs';
import { useMarkets } from '../../hooks';

/** What an orders page's list is given: its tab, the pair of `?symbol=` (when one is), every pair by symbol. */
export interface OrdersView<K extends string> {
  tab: K;
  market: Market | undefined;
  bySymbol: ReadonlyMap<string, Market>;
}

export interface OrdersPageProps<K extends string> {
  title: string;
  tabs: readonly K[];
  /** The tab the page opens on. */
  initialTab: K;
  tabLabel: (tab: K) => string;
  /** The same page for every pair (where "All pairs" leads). */
  allPairs: string;
  /** The tab's list; it fills the rest of the page's height (`PagedList` scrolls itself). */
  children: (view: OrdersView<K>) => ReactNode;
}

/**
 * The orders pages' frame (spot, contract, seconds): the title, the tabs (kept while the page is open; the spec
 * stores none of it), "Showing BTC/USDT only" with the way back to every pair when `?symbol=` names one, and the
 * tab's list below in the rest of the page's height.
 */
export function OrdersPage<K extends string>({ title, tabs, initialTab, tabLabel, allPairs, children }: OrdersPageProps<K>) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [tab, setTab] = useState<K>(tabs.includes(initialTab) ? initialTab : tabs[0]!);
  const markets = useMarkets();
  const bySymbol = useMemo(() => new Map((markets.data ?? []).map((m) => [m.symbol, m])), [markets.data]);
  const pair = parsePairSymbol(params.get('symbol'));
  const market = pair ? bySymbol.get(pair.symbol) : undefined;
  return (
    <Page fill title={title}>
      <Tabs<K> aria-label={title} value={tab} onChange={setTab} stretch items={tabs.map((key) => ({ key, label: tabLabel(key) }))} />
      {market && <PairFilter symbol={market.symbol} onClear={() => void navigate(allPairs, { replace: true })} />}
      <$Area>{children({ tab, market, bySymbol })}</$Area>
    </Page>
  );
}

/** "Showing BTC/USDT only", with the way back to every pair. */
function PairFilter({ symbol, onClear }: { symbol: string; onClear: () => void }) {
  const { t } = useTranslation('trade');
  return (
    <$Filter>
      <span>{t('list.onlyPair', { symbol })}</span>
      <Button size="sm" variant="ghost" startIcon={<Icon icon={X} size="sm" />} onClick={onClear}>
        {t('list.allPairs')}
      </Button>
    </$Filter>
  );
}

const $Filter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['4']};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The rest of the page's height, for a list that scrolls itself. */
const $Area = styled.div`
  display: flex;
  flex: 1 1 0;
  flex-direction: column;
  min-height: 0;
`;
