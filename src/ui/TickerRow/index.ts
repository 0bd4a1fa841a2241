export { TickerRow, type TickerRowProps, type Ticker } from './TickerRow';
