export { MarketRow, ROW_COLUMNS, type MarketRowProps } from './MarketRow';
