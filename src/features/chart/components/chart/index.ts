export { KlineChart, preloadKlinecharts } from './KlineChart';
export { ChartToolbar } from './ChartToolbar';
export { ChartTimeZone } from './chartEnv';
