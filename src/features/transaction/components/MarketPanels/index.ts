export { OrderBookPanel, type OrderBookPanelProps } from './OrderBookPanel';
export { TradesPanel, type TradesPanelProps } from './TradesPanel';
export { CoinInfoPanel, type CoinInfoPanelProps } from './CoinInfoPanel';
