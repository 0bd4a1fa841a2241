import { atom, useAtom } from 'jotai';
import { DEFAULT_PERIOD, type ChartPeriod } from './components/chart/periods';
import type { ChartKind, IndicatorName } from './components/chart/chartStyles';

/**
 * Chart settings for this session (the spec stores none of them locally): the period, the chart kind and
 * the indicators stay as chosen while the user moves between pairs.
 */
export interface ChartSettings {
  period: ChartPeriod;
  kind: ChartKind;
  indicators: IndicatorName[];
}

export const DEFAULT_CHART_SETTINGS: ChartSettings = { period: DEFAULT_PERIOD, kind: 'candle', indicators: ['MA', 'VOL'] };

export const chartSettingsAtom = atom<ChartSettings>(DEFAULT_CHART_SETTINGS);

export function useChartSettings() {
  const [settings, set] = useAtom(chartSettingsAtom);
  return {
    settings,
    setPeriod: (period: ChartPeriod) => set((s) => ({ ...s, period })),
    setKind: (kind: ChartKind) => set((s) => ({ ...s, kind })),
    toggleIndicator: (name: IndicatorName, on: boolean) =>
      set((s) => ({ ...s, indicators: on ? [...new Set([...s.indicators, name])] : s.indicators.filter((n) => n !== name) })),
  };
}
