/** Routes of the transaction area (spec §2, group "transaction"). */
export const CHART_PATH = '/pages/transaction/index';
export const FUTURES_CHART_PATH = '/pages/transaction/index2';
export const WHITE_PAPER_PATH = '/pages/transaction/white_paper';
/** Spot trading (a later slice): linked only when registered. */
export const SPOT_TRADE_PATH = '/pages/transaction/currency';
/** Perpetual contract trading (a later slice, also the "trade" tab): linked only when registered. */
export const CONTRACT_PATH = '/pages/transaction/contract';
/** The market list, the way back from an unknown pair. */
export const MARKET_LIST_PATH = '/pages/market/market';

/** `?symbol=BTC/USDT` with the slash kept readable (the router decodes either form). */
const symbolQuery = (symbol: string) => `symbol=${encodeURIComponent(symbol).replace(/%2F/gi, '/')}`;

export const chartPath = (symbol: string, variant: 'spot' | 'futures' = 'spot') =>
  `${variant === 'futures' ? FUTURES_CHART_PATH : CHART_PATH}?${symbolQuery(symbol)}`;
export const whitePaperPath = (base: string) => `${WHITE_PAPER_PATH}?${symbolQuery(base)}`;
export const spotTradePath = (symbol: string) => `${SPOT_TRADE_PATH}?${symbolQuery(symbol)}`;
export const contractPath = (symbol: string) => `${CONTRACT_PATH}?${symbolQuery(symbol)}`;
