import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Market } from '@/api/market';
import { PriceChart, type ChartPeriod } from '@/features/chart';
import { Button } from '@/ui/Button';
import { SegmentedControl } from '@/ui/SegmentedControl';

/** The periods a seconds bet is read against: its own minutes, not days. */
const PERIODS = ['timeshare', '1min', '5min', '15min'] as const satisfies readonly ChartPeriod[];
type SecondsPeriod = (typeof PERIODS)[number];

const NO_INDICATORS = [] as const;

/**
 * The pair's price chart above the seconds ticket, behind a "Show chart" button: the time-share line by default, or
 * 1, 5 or 15-minute candles. Closed at first, so the page is the ticket's weight (klinecharts, 56 KB gz, loads when
 * the chart is opened: the route stays within its budget); the live price is the pair header's, so the chart's name
 * carries the pair and period only and the chart renders nothing per tick.
 */
export function SecondsChart({ market }: { market: Pick<Market, 'symbol' | 'price_precision' | 'amount_precision'> }) {
  const { t } = useTranslation('trade');
  const { t: tc } = useTranslation('chart');
  const [open, setOpen] = useState(false);
  const [period, setPeriod] = useState<SecondsPeriod>('timeshare');
  const boxId = useId();
  return (
    <$Chart>
      <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={boxId} onClick={() => setOpen(!open)}>
        {open ? t('seconds.hideChart') : t('seconds.showChart')}
      </Button>
      {open && (
        <div id={boxId}>
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
