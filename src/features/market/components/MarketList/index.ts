export { MarketList } from './MarketList';
