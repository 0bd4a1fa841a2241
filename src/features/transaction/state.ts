import { atom, useAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { jsonStorage } from '@/state/storage';
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

/** Local-storage key of the demo accounts' owners (see `demoOwnersAtom`). */
export const DEMO_OWNERS_KEY = 'trade_demo_owners';

/**
 * Which real account each demo account was reached from (`{ [demoId]: realId }`), stored locally: a demo
 * session learns nothing about its owner from the server, and switching back (`/user/change_account`) needs the
 * owner's id. Written on every switch to a demo account, so it survives a reload of the demo session.
 */
export const demoOwnersAtom = atomWithStorage<Record<string, number>>(DEMO_OWNERS_KEY, {}, jsonStorage<Record<string, number>>(), {
  getOnInit: true,
});
