export { MarketRow } from './MarketRow';
