import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BottomSheet } from '@/ui/BottomSheet';
import { Checkbox } from '@/ui/Checkbox';
import { SegmentedControl } from '@/ui/SegmentedControl';
import {
  CHART_KINDS,
  MAIN_INDICATORS,
  SUB_INDICATORS,
  type ChartKind,
  type IndicatorName,
} from './chartStyles';
import type { ChartPeriod } from './periods';

export interface ChartSettingsSheetProps {
  open: boolean;
  onClose: () => void;
  period: ChartPeriod;
  kind: ChartKind;
  indicators: readonly IndicatorName[];
  onKind: (kind: ChartKind) => void;
  onIndicator: (name: IndicatorName, on: boolean) => void;
}

/** The chart's settings: its kind (not for the time-share line) and its main and sub indicators. */
export function ChartSettingsSheet({
  open,
  onClose,
  period,
  kind,
  indicators,
  onKind,
  onIndicator,
}: ChartSettingsSheetProps) {
  const { t } = useTranslation('chart');
  return (
    <BottomSheet open={open} onClose={onClose} title={t('chart.settings')}>
      <$Sheet>
        <$Group>
          <$Legend>{t('chart.kind')}</$Legend>
          <SegmentedControl<ChartKind>
            aria-label={t('chart.kind')}
            name="chart-kind"
            value={kind}
            onChange={onKind}
            options={CHART_KINDS.map((k) => ({
              value: k,
              label: t(`kind.${k}`),
              disabled: period === 'timeshare',
            }))}
          />
          {period === 'timeshare' && <$Note>{t('chart.kindTimeshare')}</$Note>}
        </$Group>
        <IndicatorGroup
          legend={t('chart.mainIndicators')}
          names={MAIN_INDICATORS}
          indicators={indicators}
          onIndicator={onIndicator}
        />
        <IndicatorGroup
          legend={t('chart.subIndicators')}
          names={SUB_INDICATORS}
          indicators={indicators}
          onIndicator={onIndicator}
        />
      </$Sheet>
    </BottomSheet>
  );
}

/** One group of indicator checkboxes (the main chart's or the sub panes'). */
function IndicatorGroup({
  legend,
  names,
  indicators,
  onIndicator,
}: {
  legend: string;
  names: readonly IndicatorName[];
  indicators: readonly IndicatorName[];
  onIndicator: (name: IndicatorName, on: boolean) => void;
}) {
  const { t } = useTranslation('chart');
  return (
    <$Fieldset>
      <$Legend as="legend">{legend}</$Legend>
      {names.map((name) => (
        <Checkbox
          key={name}
          label={t(`indicator.${name}`)}
          checked={indicators.includes(name)}
          onChange={(e) => onIndicator(name, e.currentTarget.checked)}
        />
      ))}
    </$Fieldset>
  );
}

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
