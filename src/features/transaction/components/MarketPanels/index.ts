export { OrderBookPanel } from './OrderBookPanel';
export { TradesPanel } from './TradesPanel';
export { CoinInfoPanel } from './CoinInfoPanel';
