export { TickerRow, type TickerRowProps, type Ticker, type UseTicker } from './TickerRow';
