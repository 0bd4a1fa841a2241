/**
 * The trade area in the family's wire shapes (wire-facts §1, §4–§7; docs/decisions.md, rows 58–64). See
 * ./market.ts for how the encoders are used. Decimals are strings with 8 places; `*_time` of contract rows are
 * unix seconds (0 = not yet), Laravel's `Y-m-d H:i:s` (UTC) elsewhere. Names (`status_name`…) are translated.
 * Fields the family does not have are marked "demo extra".
 */
import { WALLET_EX_RATE } from '../../fixtures/wallet';
import { rates } from '../../engine/market/rates';
import { MICRO_CONFIGURED_AT, type PayCurrencyFixture, type SecondsFixture } from '../../fixtures/trade';
import type { ServerKey } from '../../engine';
import { dec, fmt, type Balance } from '../../engine/ledger';
import type { LeverFigures, LeverRow, MicroOrderDoc, Page, SpotOrderDoc } from '../../engine/trade';
import { laravelTime } from './content';

type Translate = (key: ServerKey) => string;

const unix = (ms: number | null) => (ms === null ? 0 : Math.floor(ms / 1000));
/** The family keeps `profit_ratio` and `micro_trade_fee` in percent (T pays number × profit_ratio / 100). */
const percent = (fraction: string) => dec(fraction).times(100).toFixed(2);
const timeOrNull = (ms: number | null) => (ms === null ? null : laravelTime(ms));

/** A Laravel 5.5 `LengthAwarePaginator` (`toArray()`); `path` is the call's URL without its query. */
export function laravelPaginator<T, W>(page: Page<T>, path: string, encode: (row: T) => W) {
  const last = Math.max(1, Math.ceil(page.total / page.limit));
  const url = (n: number) => `${path}?page=${n}`;
  const from = page.rows.length ? (page.page - 1) * page.limit + 1 : null;
  return {
    current_page: page.page,
    data: page.rows.map(encode),
    first_page_url: url(1),
    from,
    last_page: last,
    last_page_url: url(last),
    next_page_url: page.page < last ? url(page.page + 1) : null,
    path,
    per_page: page.limit,
    prev_page_url: page.page > 1 ? url(page.page - 1) : null,
    to: from === null ? null : from + page.rows.length - 1,
    total: page.total,
  };
}

// --- spot (`coin_trade`) -------------------------------------------------------------------------------------

export const spotOrderWire = (o: SpotOrderDoc) => ({
  id: o.id,
  u_id: o.u_id,
  currency_id: o.currency_id,
  legal_id: o.legal_id,
  type: o.type,
  target_price: o.target_price,
  trade_price: o.trade_price,
  trade_amount: o.trade_amount,
  charge_fee: o.charge_fee,
  status: o.status,
  created_at: laravelTime(o.created_at),
  updated_at: laravelTime(o.updated_at),
  symbol: o.symbol,
  // demo extra
  order_type: o.order_type,
});

// --- perpetual contracts (`lever_transaction`) ----------------------------------------------------------------

const LEVER_TYPE: Record<1 | 2, ServerKey> = { 1: 'lever.type.long', 2: 'lever.type.short' };
const LEVER_STATUS: ServerKey[] = [
  'lever.status.pending',
  'lever.status.open',
  'lever.status.closing',
  'lever.status.closed',
  'lever.status.cancelled',
];

export const leverOrderWire = (o: LeverRow, t: Translate) => ({
  id: o.id,
  type: o.type,
  user_id: o.user_id,
  currency: o.currency,
  legal: o.legal,
  origin_price: o.origin_price,
  price: o.price,
  update_price: o.update_price,
  target_profit_price: o.target_profit_price,
  stop_loss_price: o.stop_loss_price,
  share: o.share,
  number: o.number,
  multiple: o.multiple,
  origin_caution_money: o.origin_caution_money,
  caution_money: o.caution_money,
  fact_profits: o.fact_profits,
  trade_fee: o.trade_fee,
  overnight: o.overnight,
  overnight_money: o.overnight_money,
  status: o.status,
  settled: o.settled,
  create_time: unix(o.create_time),
  transaction_time: unix(o.transaction_time),
  update_time: unix(o.update_time),
  handle_time: unix(o.handle_time),
  complete_time: unix(o.complete_time),
  time: laravelTime(o.create_time),
  symbol: o.symbol,
  profits: o.profits,
  status_name: t(LEVER_STATUS[o.status]!),
  type_name: t(LEVER_TYPE[o.type]),
  show_lever_id: o.id,
  // demo extras
  liquidation_price: o.liquidation_price,
  close_reason: o.close_reason,
});

/** `/lever/deal`. The book's levels as `{price, number}` (the family's shape was not seen). */
export function leverDealWire(
  d: {
    pair: { lot_size: string; spread: string; fee_rate: string };
    lastPrice: string;
    balance: Balance;
    leverages: number[];
    lots: { min: string; max: string };
    lotPresets: number[];
    depth: { bids: [string, string][]; asks: [string, string][] };
    open: LeverRow[];
    overnight: string;
  },
  t: Translate,
) {
  const level = ([price, number]: [string, string]) => ({ price, number });
  return {
    lever_transaction: { in: d.depth.bids.slice(0, 5).map(level), out: d.depth.asks.slice(0, 5).map(level) },
    my_transaction: d.open.map((o) => leverOrderWire(o, t)),
    lever_share_limit: { min: d.lots.min, max: d.lots.max },
    multiple: {
      muit: d.leverages.map((value) => ({ value })),
      share: d.lotPresets.map((value) => ({ value })),
    },
    last_price: d.lastPrice,
    user_lever: d.balance.available,
    all_levers: fmt(dec(d.balance.available).plus(d.balance.frozen)),
    ustd_price: '1',
    ExRAte: WALLET_EX_RATE,
    // demo extras
    lot_size: d.pair.lot_size,
    spread: d.pair.spread,
    fee_rate: d.pair.fee_rate,
    overnight: d.overnight,
  };
}

/** `/lever/dealall` (`message.order` the paginator) and `/lever/my_trade` (`message.message`). */
export const leverFiguresWire = (all: LeverFigures, pair: LeverFigures) => ({
  hazard_rate: all.hazard_rate,
  caution_money_total: all.caution_money,
  origin_caution_money_total: all.origin_caution_money,
  profits_total: all.profits,
  caution_money: pair.caution_money,
  origin_caution_money: pair.origin_caution_money,
  profits: pair.profits,
});

/** The `lever_trade` socket event (without `type` and `to`, which `toUser` adds): the arrays as JSON strings. */
export function leverTradeWire(
  p: {
    all: LeverFigures;
    current: LeverFigures;
    positions: LeverRow[];
    pending: LeverRow[];
    currentRows: LeverRow[];
    currency_id: number | null;
    legal_id: number | null;
  },
  t: Translate,
) {
  const rows = (list: LeverRow[]) => JSON.stringify(list.map((o) => leverOrderWire(o, t)));
  return {
    hazard_rate: p.all.hazard_rate,
    caution_money_all: p.all.caution_money,
    origin_caution_money_all: p.all.origin_caution_money,
    profits_all: p.all.profits,
    caution_money: p.current.caution_money,
    origin_caution_money: p.current.origin_caution_money,
    profits: p.current.profits,
    trades_all: rows(p.positions),
    trades_entrust: rows(p.pending),
    trades_cur: rows(p.currentRows),
    // demo extras: the "current" pair (that of the newest live order)
    currency_id: p.currency_id,
    legal_id: p.legal_id,
  };
}

// --- seconds contracts (`micro_orders`) ------------------------------------------------------------------------

const MICRO_TYPE: Record<1 | 2, ServerKey> = { 1: 'micro.type.up', 2: 'micro.type.down' };
const MICRO_RESULT: Record<-1 | 0 | 1, ServerKey> = {
  1: 'micro.result.win',
  0: 'micro.result.flat',
  [-1]: 'micro.result.loss',
};

export const microOrderWire = (o: MicroOrderDoc, t: Translate, now: number, account: string) => ({
  id: o.id,
  user_id: o.user_id,
  match_id: o.match_id,
  currency_id: o.currency_id,
  type: o.type,
  is_insurance: 0,
  seconds: o.seconds,
  number: o.number,
  open_price: o.open_price,
  end_price: o.end_price,
  fee: o.fee,
  profit_ratio: percent(o.profit_ratio),
  fact_profits: o.fact_profits,
  status: o.status,
  pre_profit_result: 0,
  profit_result: o.profit_result,
  created_at: laravelTime(o.created_at),
  updated_at: laravelTime(o.updated_at),
  // T's `handled_at` is the expiry instant, set at submission
  handled_at: timeOrNull(o.handled_at),
  complete_at: timeOrNull(o.complete_at),
  currency_name: o.currency_name,
  symbol_name: o.symbol,
  account,
  type_name: t(MICRO_TYPE[o.type]),
  status_name: t(o.status === 1 ? 'micro.status.open' : 'micro.status.closed'),
  profit_result_name: o.status === 3 ? t(MICRO_RESULT[o.profit_result]) : '',
  show_micro_id: o.id,
  remain_milli_seconds: o.status === 1 ? Math.max(0, o.due_at - now) : 0,
  // demo extra: the expiry instant (ms), for a countdown that does not drift
  due_at: o.due_at,
});

/** `/microtrade/seconds`: `profit_ratio` in percent; `min_amount` is a demo extra. */
export const secondsWire = (rows: SecondsFixture[]) =>
  rows.map((s) => ({
    id: s.id,
    seconds: s.seconds,
    status: 1,
    profit_ratio: percent(rates.payout(s.seconds) ?? s.profit_ratio),
    created_at: laravelTime(MICRO_CONFIGURED_AT),
    updated_at: laravelTime(MICRO_CONFIGURED_AT),
    min_amount: s.min_amount,
  }));

/** A pay currency as the engine answers it: the user's micro balance and the smallest stake of each duration. */
type PayableRow = PayCurrencyFixture & { balance: Balance; seconds_min: { seconds: number; min_amount: string }[] };

/**
 * `/microtrade/payable_currencies`: USDT first (clients default to the first entry), then each seconds pair's base
 * coin, every one with a `user_wallet` (clients look the pair's coin up by id and read its `micro_with_insurance`:
 * micro balance + insurance balance, the demo having no insurance). The wallet row's `id` is the wallet area's
 * (user × 100000 + currency). `seconds_min` (each duration's smallest stake in this currency) is a demo extra.
 */
export const payableWire = (rows: PayableRow[], userId: number) =>
  rows.map((c) => ({
    id: c.id,
    name: c.name,
    is_micro: 1,
    micro_min: c.micro_min,
    micro_max: c.micro_max,
    micro_trade_fee: percent(rates.microFee(c.id)),
    micro_holdtrade_max: c.micro_holdtrade_max,
    insurancable: 0,
    micro_numbers: c.numbers.map((number, i) => ({
      id: i + 1,
      currency_id: c.id,
      number,
      currency_name: c.name,
    })),
    insurance_types: [],
    user_wallet: {
      id: userId * 100_000 + c.id,
      user_id: userId,
      currency: c.id,
      micro_balance: c.balance.available,
      lock_micro_balance: c.balance.frozen,
      insurance_balance: '0.00000000',
      micro_with_insurance: c.balance.available,
    },
    user_insurance: null,
    // demo extra: the smallest stake of each duration, in this currency
    seconds_min: c.seconds_min,
  }));
