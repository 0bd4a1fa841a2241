/**
 * The chart feature's public door: what the trade screens show of a pair besides their tickets — the pair
 * header, a price chart (loaded when it first renders) — and the pair parameter of the URLs
 * they share.
 */
export { PairHeader } from './components/PairHeader';
export { parsePairSymbol } from './symbol';
export { LazyKlineChart as PriceChart } from './components/chart/LazyKlineChart';
export type { ChartPeriod } from './components/chart/periods';
