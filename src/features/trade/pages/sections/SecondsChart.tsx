import { useAtom } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Market } from '@/api/market';
import { PriceChart, type ChartPeriod } from '@/features/chart';
import { Button } from '@/ui/Button';
import { SegmentedControl } from '@/ui/SegmentedControl';
import { SECONDS_CHART_PERIODS, secondsChartAtom, type SecondsChartPeriod } from '../../state';

const PERIODS = SECONDS_CHART_PERIODS satisfies readonly ChartPeriod[];

const NO_INDICATORS = [] as const;

/**
 * The pair's price chart above the seconds ticket, behind a "Show chart" button: the time-share line by default, or
 * 1, 5 or 15-minute candles, kept as chosen for the session (`secondsChartAtom`). Closed at first, so the page is the ticket's weight (klinecharts, 56 KB gz, loads when
 * the chart is opened: the route stays within its budget); the live price is the pair header's, so the chart's name
 * carries the pair and period only and the chart renders nothing per tick.
 */
export function SecondsChart({ market }: { market: Pick<Market, 'symbol' | 'price_precision' | 'amount_precision'> }) {
  const { t } = useTranslation('trade');
  const { t: tc } = useTranslation('chart');
  const [{ open, period }, setChart] = useAtom(secondsChartAtom);
  const boxId = useId();
  return (
    <$Chart>
      <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={boxId} onClick={() => setChart((c) => ({ ...c, open: !c.open }))}>
        {open ? t('seconds.hideChart') : t('seconds.showChart')}
      </Button>
      {open && (
        <div id={boxId}>
          <SegmentedControl<SecondsChartPeriod>
            aria-label={t('seconds.chartPeriod')}
            options={PERIODS.map((p) => ({ value: p, label: tc(`period.${p}`) }))}
            value={period}
            onChange={(p) => setChart((c) => ({ ...c, period: p }))}
          />
          <$Box>
            <PriceChart
              symbol={market.symbol}
              pricePrecision={market.price_precision}
              volumePrecision={market.amount_precision}
              period={period}
              kind="candle"
              indicators={NO_INDICATORS}
              label={t('seconds.chart', { symbol: market.symbol, period: tc(`period.${period}`) })}
            />
          </$Box>
        </div>
      )}
    </$Chart>
  );
}

const $Chart = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']} ${({ theme }) => theme.space['3']};
`;

const $Box = styled.div`
  position: relative;
  margin-top: ${({ theme }) => theme.space['2']};
  height: 200px;
`;
