import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ChevronDown, ChevronUp, Icon, SlidersHorizontal } from '@/ui/Icon';
import { IconButton } from '@/ui/IconButton';
import { lazyWhenOpen } from '@/ui/_shared';
import type { ChartKind, IndicatorName } from './chartStyles';
import type { ChartSettingsSheetProps } from './ChartSettingsSheet';
import { MAIN_PERIODS, MORE_PERIODS, type ChartPeriod } from './periods';
import { useScrollEdges } from './useScrollEdges';

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

/**
 * The chart's periods as the mobile exchanges show them: time-share, 15m, 1H, 4H and 1D as toggle buttons, the
 * other periods under "More" (a row that opens below; "More" then reads the chosen one), and the kind / indicator
 * sheet behind an icon button at the end. The periods' row scrolls sideways when a language needs more room than a
 * phone has, its cut-off end faded out: never a period hidden under another control (issue 28 item 13).
 */
export function ChartToolbar({ period, kind, indicators, onPeriod, onKind, onIndicator }: ChartToolbarProps) {
  const { t } = useTranslation('chart');
  const [settings, setSettings] = useState(false);
  const [more, setMore] = useState(false);
  const moreId = useId();
  const moreButton = useRef<HTMLButtonElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(strip);
  const chosenMore = (MORE_PERIODS as readonly ChartPeriod[]).includes(period);

  // the chosen period stays in view when the row scrolls
  useLayoutEffect(() => {
    const row = strip.current;
    const chosen = row?.querySelector<HTMLElement>('[aria-pressed="true"], [data-chosen]');
    if (!row || !chosen || row.scrollWidth <= row.clientWidth) return;
    const left = chosen.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + chosen.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = left - (row.clientWidth - chosen.offsetWidth) / 2;
  }, [period]);

  const choose = (p: ChartPeriod) => {
    setMore(false);
    onPeriod(p);
  };
  const closeMore = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    setMore(false);
    moreButton.current?.focus();
  };

  return (
    <$Toolbar>
      <$Bar>
        <$Periods ref={strip} role="group" aria-label={t('chart.periods')} data-edges={edges}>
          {MAIN_PERIODS.map((p) => (
            <$Period key={p} type="button" aria-pressed={p === period} onClick={() => choose(p)}>
              {t(`period.${p}`)}
            </$Period>
          ))}
          <$Period
            ref={moreButton}
            type="button"
            aria-expanded={more}
            aria-controls={moreId}
            aria-label={chosenMore ? t('chart.moreChosen', { period: t(`period.${period}`) }) : undefined}
            data-chosen={chosenMore || undefined}
            onClick={() => setMore((open) => !open)}
          >
            {chosenMore ? t(`period.${period}`) : t('chart.more')}
            <Icon icon={more ? ChevronUp : ChevronDown} size="sm" />
          </$Period>
        </$Periods>
        <IconButton
          icon={SlidersHorizontal}
          iconSize="md"
          aria-label={t('chart.settings')}
          aria-haspopup="dialog"
          onClick={() => setSettings(true)}
        />
      </$Bar>
      <$More id={moreId} role="group" aria-label={t('chart.morePeriods')} hidden={!more} onKeyDown={closeMore}>
        {MORE_PERIODS.map((p) => (
          <$Period key={p} type="button" aria-pressed={p === period} onClick={() => choose(p)}>
            {t(`period.${p}`)}
          </$Period>
        ))}
      </$More>
      <ChartSettingsSheet
        open={settings}
        onClose={() => setSettings(false)}
        period={period}
        kind={kind}
        indicators={indicators}
        onKind={onKind}
        onIndicator={onIndicator}
      />
    </$Toolbar>
  );
}

const $Toolbar = styled.div`
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
`;

const $Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  padding: 0 ${({ theme }) => theme.space['1']} 0 ${({ theme }) => theme.space['2']};
`;

/* the fade shows which end has more periods to scroll to: the row never looks cut under the button beside it */
const $Periods = styled.div`
  --fade: ${({ theme }) => theme.space['6']};
  display: flex;
  flex: 1 1 auto;
  gap: ${({ theme }) => theme.space['1']};
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  &[data-edges='end'] {
    -webkit-mask-image: linear-gradient(to right, black calc(100% - var(--fade)), transparent);
    mask-image: linear-gradient(to right, black calc(100% - var(--fade)), transparent);
  }
  &[data-edges='start'] {
    -webkit-mask-image: linear-gradient(to left, black calc(100% - var(--fade)), transparent);
    mask-image: linear-gradient(to left, black calc(100% - var(--fade)), transparent);
  }
  &[data-edges='both'] {
    -webkit-mask-image: linear-gradient(to right, transparent, black var(--fade), black calc(100% - var(--fade)), transparent);
    mask-image: linear-gradient(to right, transparent, black var(--fade), black calc(100% - var(--fade)), transparent);
  }
`;

const $Period = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  gap: 0.15em;
  min-width: ${({ theme }) => theme.size.touch};
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space['1']};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textSecondary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
  cursor: pointer;
  &[aria-pressed='true'],
  &[data-chosen] {
    color: ${({ theme }) => theme.color.textPrimary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.color.brand};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`;

/* the other periods, in a row under the bar while "More" is open */
const $More = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['1']};
  padding: 0 ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['1']};
  &[hidden] {
    display: none;
  }
`;
