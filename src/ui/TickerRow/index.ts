export {
  TickerRow,
  type TickerRowProps,
  type TickerRowReadyProps,
  type TickerRowLoadingProps,
} from './TickerRow';
export { TickerRowHeader, type TickerRowHeaderProps } from './TickerRowHeader';
export type { Ticker, TickerSource } from './cells';
