export const MARKET_PATH = '/pages/market/market';
export const SEARCH_PATH = '/pages/market/search';
export const FUTURES_PATH = '/pages/market/futures';
/** The chart page (built by the transaction feature). */
export const CHART_PATH = '/pages/transaction/index';

/** `/pages/transaction/index?symbol=BTC/USDT` (the slash stays readable; the router decodes either form). */
export const chartPath = (symbol: string) => `${CHART_PATH}?symbol=${encodeURIComponent(symbol).replace(/%2F/gi, '/')}`;
