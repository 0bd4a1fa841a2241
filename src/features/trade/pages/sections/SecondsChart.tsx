import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Market } from '@/api/market';
import { PriceChart, type ChartPeriod } from '@/features/chart';
import { SegmentedControl } from '@/ui/SegmentedControl';

/** The periods a seconds bet is read against: its own minutes, not days. */
const PERIODS = ['timeshare', '1min', '5min', '15min'] as const satisfies readonly ChartPeriod[];
type SecondsPeriod = (typeof PERIODS)[number];

const NO_INDICATORS = [] as const;

/**
 * The pair's price chart above the seconds ticket: the time-share line by default, or 1, 5 or 15-minute candles.
 * The chart (and klinecharts) loads after the ticket; the live price is the pair header's, so the chart's name
 * carries the pair and period only and the chart renders nothing per tick.
 */
export function SecondsChart({ market }: { market: Pick<Market, 'symbol' | 'price_precision' | 'amount_precision'> }) {
  const { t } = useTranslation('trade');
  const { t: tc } = useTranslation('chart');
  const [period, setPeriod] = useState<SecondsPeriod>('timeshare');
  return (
    <$Chart>
      <SegmentedControl<SecondsPeriod>
        aria-label={t('seconds.chartPeriod')}
        options={PERIODS.map((p) => ({ value: p, label: tc(`period.${p}`) }))}
        value={period}
        onChange={setPeriod}
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
  height: 200px;
`;
