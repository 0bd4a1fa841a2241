/**
 * The family's trade rows (wire-facts §5, §1) for unit tests and stories: `over` replaces fields. Times are
 * 2025-11-23 08:00:00 UTC (`TRADE_T0`, unix seconds).
 */
export const TRADE_T0 = 1_763_884_800;
const T0 = TRADE_T0;

/** A `lever_transaction` row with its appended fields, as the family sends it (wire-facts §5): an open long. */
export const familyLeverRow = (over: Record<string, unknown> = {}) => ({
  id: 31,
  type: 1,
  user_id: 7,
  currency: 1,
  legal: 3,
  origin_price: '95000.00000000',
  price: '95009.50000000',
  update_price: '95100.00000000',
  target_profit_price: '0.00000000',
  stop_loss_price: '0.00000000',
  share: 2,
  number: '0.00200000',
  multiple: '10',
  origin_caution_money: '19.00190000',
  caution_money: '19.00190000',
  fact_profits: '0.00000000',
  trade_fee: '0.19001900',
  overnight: '0.00050000',
  overnight_money: '0.00000000',
  status: 1,
  settled: 0,
  create_time: T0,
  transaction_time: T0,
  update_time: T0 + 60,
  handle_time: 0,
  complete_time: 0,
  time: '2025-11-23 08:00:00',
  symbol: 'BTC/USDT',
  profits: '0.18100000',
  status_name: 'Trading',
  type_name: 'Buy',
  ...over,
});

/** A Laravel 5.5 paginator (`toArray()`) around `data`. */
export const laravelPaginator = (data: unknown[], over: Record<string, unknown> = {}) => ({
  current_page: 1,
  data,
  first_page_url: '/?page=1',
  from: 1,
  last_page: 1,
  per_page: 10,
  to: data.length,
  total: data.length,
  ...over,
});
