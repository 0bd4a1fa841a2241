export { KlineChart, preloadKlinecharts } from './KlineChart';
export { ChartToolbar } from './ChartToolbar';
