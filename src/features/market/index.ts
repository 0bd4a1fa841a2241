/** The market feature's public door (the home page reuses the live list). */
export { MarketList } from './components/MarketList';
export { marketsForTab } from './sort';
