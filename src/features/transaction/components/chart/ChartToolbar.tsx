import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BottomSheet } from '@/ui/BottomSheet';
import { Button } from '@/ui/Button';
import { Checkbox } from '@/ui/Checkbox';
import { SegmentedControl } from '@/ui/SegmentedControl';
import { CHART_KINDS, MAIN_INDICATORS, SUB_INDICATORS, type ChartKind, type IndicatorName } from './chartStyles';
import { CHART_PERIODS, type ChartPeriod } from './periods';

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
  const { t } = useTranslation('transaction');
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
      <BottomSheet open={open} onClose={() => setOpen(false)} title={t('chart.settings')}>
        <$Sheet>
          <$Group>
            <$Legend>{t('chart.kind')}</$Legend>
            <SegmentedControl<ChartKind>
              aria-label={t('chart.kind')}
              name="chart-kind"
              value={kind}
              onChange={onKind}
              options={CHART_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`), disabled: period === 'timeshare' }))}
            />
            {period === 'timeshare' && <$Note>{t('chart.kindTimeshare')}</$Note>}
          </$Group>
          <$Fieldset>
            <$Legend as="legend">{t('chart.mainIndicators')}</$Legend>
            {MAIN_INDICATORS.map((name) => (
              <Checkbox
                key={name}
                label={t(`indicator.${name}`)}
                checked={indicators.includes(name)}
                onChange={(e) => onIndicator(name, e.currentTarget.checked)}
              />
            ))}
          </$Fieldset>
          <$Fieldset>
            <$Legend as="legend">{t('chart.subIndicators')}</$Legend>
            {SUB_INDICATORS.map((name) => (
              <Checkbox
                key={name}
                label={t(`indicator.${name}`)}
                checked={indicators.includes(name)}
                onChange={(e) => onIndicator(name, e.currentTarget.checked)}
              />
            ))}
          </$Fieldset>
        </$Sheet>
      </BottomSheet>
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

const $Sheet = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['4']};
`;

const $Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['2']};
`;

const $Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  margin: 0;
  padding: 0;
  border: 0;
`;

const $Legend = styled.p`
  margin: 0 0 ${({ theme }) => theme.space['1']};
  padding: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const $Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
