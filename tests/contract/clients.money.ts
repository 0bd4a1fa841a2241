/**
 * The family's clients' calls of the spec's wallet, market and trade areas, as they send them and with what they
 * read (wire-facts §3, §5–§8; ./clients.ts says how a row reads). Record lists are asked with `limit=99999999`, as the
 * clients ask them. Rows run after ./clients.account.ts (the demo user's bank card is saved there).
 */
import Decimal from 'decimal.js';
import { DEMO_PAY_PASSWORD } from '@mocks/fixtures/auth';
import { TRON, type Ctx, type Params, type Row } from './clients';

const BTC = { currency_id: '1', legal_id: '3' };
const ALL = { page: '1', limit: '99999999' };
const PAY = { pay_password: DEMO_PAY_PASSWORD, pass: DEMO_PAY_PASSWORD, password: DEMO_PAY_PASSWORD };
const price = (ctx: Ctx, times: number) =>
  new Decimal(ctx.engine.market.livePrice('BTC/USDT')).times(times).toDecimalPlaces(2).toString();
const leverOrder = (over: Params = {}): Params => ({
  share: '1',
  multiple: '10',
  type: '1',
  status: '1',
  target_price: '0',
  ...BTC,
  password: '',
  ...over,
});
const nowSeconds = (ctx: Ctx) => Math.floor(ctx.clock() / 1000);

export const moneyRows: Row[] = [
  // --- wallet (§8) ---
  { call: 'GET /currency/user_currency_list', reads: ['[].id:int', '[].name:str'], note: 'ours' },
  {
    call: 'POST /wallet/list',
    reads: [
      'change_wallet.usdt_totle:num',
      'lever_wallet.usdt_totle:num',
      'micro_wallet.usdt_totle:num',
      'change_wallet.balance[].change_balance:num',
      'change_wallet.balance[].currency_name:str',
      'lever_wallet.balance[].lever_balance:num',
      'micro_wallet.balance[].micro_balance:num',
      'legal_wallet.balance[].legal_balance:num',
    ],
  },
  {
    call: 'POST /wallet/detail',
    params: { currency: '3', type: 'change' },
    reads: ['change_balance:num', 'lock_change_balance:num', 'address:str', 'coin_trade_fee:num'],
  },
  { call: 'GET /wallet/getRateCurrency', params: { id: '3' }, reads: ['rmb:num'] },
  {
    call: 'POST /wallet/get_info',
    params: { currency: '3' },
    reads: ['rate:num', 'min_number:num', 'name:str', 'legal_balance:num', 'change_balance:num'],
  },
  {
    call: 'POST /wallet/get_in_address',
    params: (ctx) => ({ currency: '3', user_id: String(ctx.engine.user.requireUser(ctx.tokens.demo).id) }),
    reads: ['trc20:str', 'erc20:str'],
    keep: (address, ctx) => (ctx.kept.trc20 = address.trc20),
  },
  {
    call: 'POST /user/getAddress',
    params: { currency: '3' },
    reads: ['chains[].chain:str', 'chains[].address:str'],
    note: 'ours',
  },
  {
    call: 'POST /wallet/charge_req',
    params: (ctx) => ({
      account: ctx.kept.upload,
      amount: '100',
      currency: '3',
      type: 'TRC20',
      address: ctx.kept.trc20,
    }),
    reads: [':str'],
  },
  {
    call: 'GET /recharge/log',
    params: ALL,
    reads: [
      'data[].id:int',
      'data[].name:str',
      'data[].amount:num',
      'data[].status:int',
      'page:any',
      'pages:int',
      'total:int',
    ],
  },
  {
    call: 'POST /wallet/change',
    params: { currency_id: '3', number: '10', from_field: 'change', to_field: 'lever' },
    reads: [':str'],
  },
  { call: 'GET /wallet/hzhistory', params: ALL, reads: ['data[].id:int', 'data[].value:num', 'total:int'] },
  {
    call: 'POST /wallet/legal_log',
    params: { currency: '3', type: '0', ...ALL },
    reads: ['list[].value:num', 'list[].info:str', 'list[].currency_name:str', 'count:int', 'limit:any'],
  },
  {
    call: 'POST /user/getTransferList',
    reads: [
      'transfer[].id:int',
      'transfer[].name:str',
      'wallet[].currency:int',
      'wallet[].change_balance:num',
    ],
  },
  {
    call: 'POST /user/getTransferFee',
    params: { from_currency_id: '3', to_currency_id: '1' },
    reads: ['form_price:num', 'to_price:num', 'fee:num'],
  },
  {
    call: 'POST /user/Transfer',
    params: { number: '10', from_currency_id: '3', to_currency_id: '1' },
    reads: [':str'],
  },
  {
    call: 'POST /wallet/out',
    params: { currency: '3', number: '20', address: TRON, rate: '1', type: '0', ...PAY },
    reads: [':str'],
    note: 'the pay password under all three names the family reads',
  },
  {
    call: 'POST /user/onlineOut',
    params: { currency: '3', number: '20', rate: '1', type: '1', ...PAY },
    reads: [':str'],
    note: 'ours',
  },
  {
    call: 'GET /user/withdraw/list',
    params: ALL,
    reads: ['data[].id:int', 'data[].number:num', 'data[].name:str', 'data[].status:int', 'total:int'],
  },

  // --- market data (§3): today's candle is data[499] of a short span at 1day (§14) ---
  {
    call: 'GET /currency/new_timeshar',
    as: 'none',
    params: (ctx) => ({
      symbol: 'BTC/USDT',
      period: '1day',
      from: String(nowSeconds(ctx) - 3600),
      to: String(nowSeconds(ctx)),
    }),
    reads: [
      '[499].high:num',
      '[499].low:num',
      '[].id:int',
      '[].time:int',
      '[].open:num',
      '[].close:num',
      '[].volume:num',
    ],
  },
  { call: 'POST /optional/add', params: { currency_id: '2' }, reads: [':any'] },
  {
    call: 'GET /optional/list',
    reads: ['[].id:int', '[].currency_id:int'],
    keep: (rows, ctx) =>
      (ctx.kept.favorite = String(rows.find((r: { currency_id: number }) => r.currency_id === 2).id)),
  },
  { call: 'POST /optional/del', params: (ctx) => ({ id: ctx.kept.favorite }), reads: [':str'] },

  // --- perpetual contracts (§5) ---
  {
    call: 'POST /lever/deal',
    params: BTC,
    reads: [
      'user_lever:num',
      'multiple.muit[].value:any',
      'my_transaction:arr',
      'last_price:num',
      'lever_share_limit.min:num',
    ],
  },
  { call: 'POST /lever/submit', params: leverOrder(), reads: [':str'], note: 'at market' },
  {
    call: 'POST /lever/submit',
    params: (ctx) => leverOrder({ status: '0', target_price: price(ctx, 0.5) }),
    reads: [':str'],
    note: 'a limit order that waits',
  },
  {
    call: 'POST /lever/dealall',
    params: { ...BTC, page: '1' },
    reads: [
      'balance:num',
      'hazard_rate:num',
      'order.data[].id:int',
      'order.data[].status:int',
      'order.data[].price:num',
    ],
    keep: (deal, ctx) => (ctx.kept.position = String(deal.order.data[0].id)),
  },
  {
    call: 'POST /lever/my_trade',
    params: { status: '-1', ...BTC, ...ALL },
    reads: [
      'message.data[].id:int',
      'message.data[].status:int',
      'message.data[].symbol:str',
      'message.total:int',
    ],
    keep: (trades, ctx) =>
      (ctx.kept.pending = String(trades.message.data.find((o: { status: number }) => o.status === 0).id)),
  },
  {
    call: 'POST /lever/setstop',
    params: (ctx) => ({
      id: ctx.kept.position,
      target_profit_price: price(ctx, 1.5),
      stop_loss_price: price(ctx, 0.6),
    }),
    reads: [':str'],
  },
  { call: 'POST /lever/cancel', params: (ctx) => ({ id: ctx.kept.pending }), reads: [':str'] },
  { call: 'POST /lever/close', params: (ctx) => ({ id: ctx.kept.position }), reads: [':str'] },
  {
    call: 'POST /lever/submit',
    params: leverOrder({ type: '2' }),
    reads: [':str'],
    note: 'one to close in a batch',
  },
  { call: 'POST /lever/batch_close', params: { type: '0' }, reads: [':str'] },

  // --- seconds contracts (§6): the uView client pays in the pair's legal_id ---
  { call: 'GET /microtrade/seconds', reads: ['[].id:int', '[].seconds:int', '[].profit_ratio:num'] },
  {
    call: 'GET /microtrade/payable_currencies',
    // by id the pair's coin (family.test.ts: each pair's); [0] is the default: its presets, fee and insurance
    reads: [
      '[].id:int',
      '[].name:str',
      '[].user_wallet.micro_with_insurance:num',
      '[].user_wallet.micro_balance:num',
      '[].user_wallet.insurance_balance:num',
      '[].insurance_types:arr',
      '[0].micro_numbers[].number:num',
      '[0].micro_trade_fee:num',
    ],
  },
  {
    call: 'POST /microtrade/submit',
    params: { match_id: '1', currency_id: '3', type: '1', seconds: '60', number: '100' },
    reads: ['id:int', 'seconds:int', 'fact_profits:num'],
    keep: (order, ctx) => (ctx.kept.micro = String(order.id)),
  },
  {
    call: 'GET /microtrade/lists',
    params: { match_id: '1', status: '1', page: '1', limit: '5' },
    reads: ['data[].id:int', 'data[].symbol_name:str', 'data[].remain_milli_seconds:int', 'total:int'],
  },
  {
    call: 'POST /microtrade/cancelMicOrder',
    params: (ctx) => ({ id: ctx.kept.micro }),
    refused: true,
    reads: [],
    note: 'ours: a placed seconds order is final (decision 60)',
  },

  // --- spot (§7) ---
  {
    call: 'POST /coin/trade',
    params: (ctx) => ({ ...BTC, type: '1', target_price: price(ctx, 0.5), amount: '0.001' }),
    reads: [':str'],
  },
  {
    call: 'GET /coin/list',
    params: ALL,
    reads: ['[].id:int', '[].status:int', '[].symbol:str', '[].target_price:num', '[].type:int'],
    keep: (orders, ctx) => (ctx.kept.spot = String(orders[0].id)),
  },
  { call: 'PUT /coin/trade', params: (ctx) => ({ id: ctx.kept.spot }), reads: [':str'] },

  // --- the demo account (ours, decision 61) ---
  {
    call: 'POST /user/demo_account',
    params: (ctx) => ({ user_id: String(ctx.engine.user.requireUser(ctx.tokens.demo).id) }),
    reads: ['user_id:int', 'is_demo:int'],
    keep: (twin, ctx) => (ctx.kept.twin = String(twin.user_id)),
    note: 'ours',
  },
  {
    call: 'POST /user/change_account',
    params: (ctx) => ({ user_id: ctx.kept.twin }),
    reads: ['token:str', 'user_id:int', 'is_demo:int'],
    note: 'ours',
  },
  {
    call: 'POST /user/reset_account',
    params: (ctx) => ({ user_id: ctx.kept.twin }),
    reads: [':str'],
    note: 'ours',
  },
];
