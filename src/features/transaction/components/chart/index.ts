export { KlineChart, preloadKlinecharts, type KlineChartProps } from './KlineChart';
export { ChartToolbar, type ChartToolbarProps } from './ChartToolbar';
export { ChartTimeZone } from './chartEnv';
export { CHART_KINDS, MAIN_INDICATORS, SUB_INDICATORS, type ChartKind, type IndicatorName } from './chartStyles';
export { CHART_PERIODS, type ChartPeriod } from './periods';
