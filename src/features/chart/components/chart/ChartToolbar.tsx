import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { lazyWhenOpen } from '@/ui/_shared';
import type { ChartKind, IndicatorName } from './chartStyles';
import type { ChartSettingsSheetProps } from './ChartSettingsSheet';
import { CHART_PERIODS, type ChartPeriod } from './periods';

/** The kind / indicator sheet, loaded when first opened (the chart page's first screen has no sheet code). */
const ChartSettingsSheet = lazyWhenOpen<ChartSettingsSheetProps>(() =>
  import('./ChartSettingsSheet').then((m) => m.ChartSettingsSheet),
);

export interface ChartToolbarProps {
  period: ChartPeriod;
  kind: ChartKind;
  indicators: readonly IndicatorName[];
  onPeriod: (period: ChartPeriod) => void;
  onKind: (kind: ChartKind) => void;
  onIndicator: (name: IndicatorName, on: boolean) => void;
}

/** Period buttons (scrolling row of toggle buttons) and the chart kind / indicator sheet. */
export function ChartToolbar({ period, kind, indicators, onPeriod, onKind, onIndicator }: ChartToolbarProps) {
  const { t } = useTranslation('chart');
  const [open, setOpen] = useState(false);
  return (
    <$Bar>
      <$Periods role="group" aria-label={t('chart.periods')}>
        {CHART_PERIODS.map((p) => (
          <$Period key={p} type="button" aria-pressed={p === period} onClick={() => onPeriod(p)}>
            {t(`period.${p}`)}
          </$Period>
        ))}
      </$Periods>
      <$Settings variant="ghost" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('chart.settings')}
      </$Settings>
      <ChartSettingsSheet
        open={open}
        onClose={() => setOpen(false)}
        period={period}
        kind={kind}
        indicators={indicators}
        onKind={onKind}
        onIndicator={onIndicator}
      />
    </$Bar>
  );
}

const $Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  padding: 0 ${({ theme }) => theme.space['2']};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
`;

/* never broken mid-word ("Indicat|ors"): the periods row scrolls instead */
const $Settings = styled(Button)`
  flex: none;
  white-space: nowrap;
`;

const $Periods = styled.div`
  display: flex;
  flex: 1 1 auto;
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const $Period = styled.button`
  flex: none;
  min-width: ${({ theme }) => theme.size.touch};
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space['2']};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textSecondary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.textPrimary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.color.brand};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`;
