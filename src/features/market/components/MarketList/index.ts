export { MarketList, type MarketListProps } from './MarketList';
