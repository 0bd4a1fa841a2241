export { OrderBookPanel } from './OrderBookPanel';
export { TradesPanel } from './TradesPanel';
// lazily: the panel brings the HTML sanitizer (see LazyCoinInfoPanel)
export { LazyCoinInfoPanel as CoinInfoPanel } from './LazyCoinInfoPanel';
