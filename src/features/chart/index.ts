/**
 * The chart feature's public door: what the trade screens show of a pair besides their tickets — the pair
 * header, the order book panel — and the pair parameter of the URLs they share.
 */
export { OrderBookPanel } from './components/MarketPanels';
export { PairHeader } from './components/PairHeader';
export { parsePairSymbol } from './symbol';
