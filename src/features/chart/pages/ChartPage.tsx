import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { assetUrl } from '@/api/base';
import type { Market } from '@/api/market';
import { useMarkets } from '../hooks';
import { formatNumber } from '@/lib/format';
import { useMarketStale, useRecordRecentSymbol, useTicker } from '@/realtime/market';
import { Button } from '@/ui/Button';
import { CoinPair } from '@/ui/CoinPair';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Page } from '@/ui/Page';
import { Skeleton } from '@/ui/Skeleton';
import { StaleMark } from '@/ui/StaleMark';
import { Tabs } from '@/ui/Tabs';
import { Tag } from '@/ui/Tag';
import { useNumberLocale } from '@/ui/_shared';
import { afterRender } from '@/lib/frames';
import { ChartToolbar, KlineChart, preloadKlinecharts } from '../components/chart';
import { CoinInfoPanel, OrderBookPanel, TradesPanel } from '../components/MarketPanels';
import { PairHeader } from '../components/PairHeader';
import { useChartSettings } from '../state';
import { parsePairSymbol } from '../symbol';
import { builtPaths, paths, ROUTES } from '@/lib/routes';

export type ChartVariant = 'spot' | 'futures';

type PanelKey = 'book' | 'trades' | 'info';

/**
 * The coin's chart screen: `/pages/transaction/index?symbol=BTC/USDT` (spot) and `index2` (the pair's
 * perpetual contract). One component, `variant` decides the header mark and where trading leads.
 */
export function ChartPage({ variant }: { variant: ChartVariant }) {
  const { t } = useTranslation('chart');
  const [params] = useSearchParams();
  const raw = params.get('symbol') ?? '';
  const pair = parsePairSymbol(raw);
  const markets = useMarkets();
  const market = pair ? markets.data?.find((m) => m.symbol === pair.symbol) : undefined;
  const record = useRecordRecentSymbol();
  const known = market && (variant === 'spot' || market.futures) ? market : undefined;

  // Right after the first paint (the page's frame, price and toolbar), fetch the chart library while the
  // pair list may still be on its way: the page's own first load stays small.
  useEffect(() => {
    afterRender(() => void preloadKlinecharts());
  }, []);

  useEffect(() => {
    if (known) record(known.symbol);
  }, [known, record]);

  if (!pair || (markets.isSuccess && !known)) return <UnknownPair raw={raw} variant={variant} />;
  if (markets.isError) {
    return (
      <Page fill title={pair.symbol}>
        <ErrorState message={t('page.error')} onRetry={() => void markets.refetch()} />
      </Page>
    );
  }
  return (
    <ChartScreen variant={variant} symbol={pair.symbol} base={pair.base} quote={pair.quote} market={known} />
  );
}

function ChartScreen({
  variant,
  symbol,
  base,
  quote,
  market,
}: {
  variant: ChartVariant;
  symbol: string;
  base: string;
  quote: string;
  market: Market | undefined;
}) {
  const { t } = useTranslation('chart');
  const stale = useMarketStale();
  const { settings, setPeriod, setKind, toggleIndicator } = useChartSettings();
  const [panel, setPanel] = useState<PanelKey>('book');
  const priceDecimals = market?.price_precision ?? 2;
  const amountDecimals = market?.amount_precision ?? 4;
  const futures = variant === 'futures';

  return (
    <Page
      fill
      title={
        <$Title>
          <CoinPair base={base} quote={quote} src={assetUrl(market?.logo) || null} size="sm" />
          {futures && <Tag tone="brand">{t('futures.mark')}</Tag>}
        </$Title>
      }
      right={<StaleMark stale={stale} />}
      footer={market && <TradeBar market={market} variant={variant} />}
    >
      <PairHeader symbol={symbol} />
      <ChartToolbar
        period={settings.period}
        kind={settings.kind}
        indicators={settings.indicators}
        onPeriod={setPeriod}
        onKind={setKind}
        onIndicator={toggleIndicator}
      />
      <$ChartBox>
        {market ? (
          <LabelledChart market={market} settings={settings} variant={variant} />
        ) : (
          <Skeleton width="100%" height="100%" />
        )}
      </$ChartBox>
      <$Panels>
        <Tabs<PanelKey>
          aria-label={t('panels.label')}
          value={panel}
          onChange={setPanel}
          stretch
          items={[
            {
              key: 'book',
              label: t('panels.book'),
              content: (
                <OrderBookPanel
                  symbol={symbol}
                  priceDecimals={priceDecimals}
                  amountDecimals={amountDecimals}
                />
              ),
            },
            {
              key: 'trades',
              label: t('panels.trades'),
              content: (
                <TradesPanel symbol={symbol} priceDecimals={priceDecimals} amountDecimals={amountDecimals} />
              ),
            },
            { key: 'info', label: t('panels.info'), content: <CoinInfoPanel base={base} /> },
          ]}
        />
      </$Panels>
    </Page>
  );
}

/** The chart with its accessible name (pair, period, last price): only this re-renders with the ticker. */
function LabelledChart({
  market,
  settings,
  variant,
}: {
  market: Market;
  settings: ReturnType<typeof useChartSettings>['settings'];
  variant: ChartVariant;
}) {
  const { t } = useTranslation('chart');
  const locale = useNumberLocale();
  const live = useTicker(market.symbol) ?? market;
  const label = t(variant === 'futures' ? 'chart.labelFutures' : 'chart.label', {
    symbol: market.symbol,
    period: t(`period.${settings.period}`),
    price: formatNumber(live.price, 'price', { locale, decimals: market.price_precision }),
  });
  return (
    <KlineChart
      symbol={market.symbol}
      pricePrecision={market.price_precision}
      volumePrecision={market.amount_precision}
      period={settings.period}
      kind={settings.kind}
      indicators={settings.indicators}
      label={label}
    />
  );
}

/**
 * Buy / sell: open the trade tab on this pair, the spot chart on its coins tab, the perpetual chart on its futures
 * tab, the ticket on the side pressed. Shown only when the trade tab is registered, never for a stock.
 */
function TradeBar({ market, variant }: { market: Market; variant: ChartVariant }) {
  const { t } = useTranslation('chart');
  const navigate = useNavigate();
  const futures = variant === 'futures';
  if (!builtPaths.has(ROUTES.contract.path) || market.kind === 'stock') return null;
  const go = (side: 'buy' | 'sell') =>
    navigate(paths.contract({ symbol: market.symbol, type: futures ? 'futures' : 'coins', side }));
  return (
    <$TradeBar>
      <Button variant="buy" block onClick={() => go('buy')}>
        {futures ? t('trade.long') : t('trade.buy', { coin: market.base })}
      </Button>
      <Button variant="sell" block onClick={() => go('sell')}>
        {futures ? t('trade.short') : t('trade.sell', { coin: market.base })}
      </Button>
    </$TradeBar>
  );
}

function UnknownPair({ raw, variant }: { raw: string; variant: ChartVariant }) {
  const { t } = useTranslation('chart');
  const shown = raw.trim().slice(0, 24);
  return (
    <Page fill title={t('unknown.title')}>
      <EmptyState
        title={
          shown
            ? t(variant === 'futures' ? 'unknown.futuresBody' : 'unknown.body', { symbol: shown })
            : t('unknown.missing')
        }
        description={t('unknown.hint')}
        action={<$BackLink to={paths.market()}>{t('unknown.toMarkets')}</$BackLink>}
      />
    </Page>
  );
}

export function SpotChartPage() {
  return <ChartPage variant="spot" />;
}

export function FuturesChartPage() {
  return <ChartPage variant="futures" />;
}

const $Title = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
`;

const $ChartBox = styled.div`
  position: relative;
  height: 360px;
  flex: none;
`;

const $Panels = styled.div`
  flex: 1 0 auto;
  padding-bottom: ${({ theme }) => theme.space['4']};
`;

const $TradeBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.z.sticky};
  display: flex;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
  padding-bottom: max(${({ theme }) => theme.space['2']}, env(safe-area-inset-bottom));
  border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.bgPage};
`;

const $BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space['4']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
`;
