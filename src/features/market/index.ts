/** The market feature's public door (the home page reuses the live list). */
export { MarketList } from './components/MarketList';
export { MarketRow } from './components/MarketRow';
export { useFavoriteAction, useFavoriteSymbols } from './hooks';
export { chartPath, CHART_PATH, FUTURES_PATH, MARKET_PATH, SEARCH_PATH } from './paths';
export { marketsForTab, type MarketTab } from './sort';
