/**
 * Trade calls (wire-facts §5–§7; docs/decisions.md, rows 58–64), all signed in: spot (`/coin/*`), perpetual
 * contracts (`/lever/*`), seconds contracts (`/microtrade/*`) and the demo account (`/user/demo_account`,
 * `/user/change_account`, `/user/reset_account`, whose shapes are ours). The engine sweeps before every call;
 * encoders in ./wire/trade.ts.
 */
import { once } from './_intents';
import { ok, pick, route, type RouteContext } from './_util';
import {
  laravelPaginator,
  leverDealWire,
  leverFiguresWire,
  leverOrderWire,
  microOrderWire,
  payableWire,
  secondsWire,
  spotOrderWire,
} from './wire/trade';

/** The call's URL without its query (the paginator's `path`). */
const pathOf = ({ request }: RouteContext) => {
  const url = new URL(request.url);
  return `${url.origin}${url.pathname}`;
};

const PAIR = ['currency_id', 'legal_id'] as const;
const LIST = ['currency_id', 'legal_id', 'status', 'page', 'limit'] as const;

export const tradeHandlers = [
  // --- spot ---
  // {legal_id, currency_id, type, amount, target_price, order_type?} → '<Order placed>'
  route(
    'post',
    '/coin/trade',
    once(({ engine, params, token, t }) => {
      engine.trade.spot.place(token, pick(params, [...PAIR, 'type', 'target_price', 'amount', 'order_type']));
      return ok(t('ok.orderPlaced'));
    }),
  ),

  // {page, limit, currency_id?, legal_id?, status?} → [coin_trade row] newest first (a plain array)
  route('get', '/coin/list', ({ engine, params, token }) =>
    ok(engine.trade.spot.list(token, pick(params, ['page', 'limit', ...PAIR, 'status'])).map(spotOrderWire)),
  ),

  // {id} → '<Order cancelled>'
  route(
    'put',
    '/coin/trade',
    once(({ engine, params, token, t }) => {
      engine.trade.spot.cancel(token, pick(params, ['id']));
      return ok(t('ok.orderCancelled'));
    }),
  ),

  // --- perpetual contracts ---
  route('post', '/lever/deal', ({ engine, params, token, t }) =>
    ok(leverDealWire(engine.trade.lever.deal(token, pick(params, PAIR)), t)),
  ),

  // {share, multiple, type, status (1 market, 0 limit), target_price, legal_id, currency_id} → '<Order placed>'
  route(
    'post',
    '/lever/submit',
    once(({ engine, params, token, t }) => {
      engine.trade.lever.submit(
        token,
        pick(params, ['share', 'multiple', 'type', 'status', 'target_price', ...PAIR]),
      );
      return ok(t('ok.orderPlaced'));
    }),
  ),

  // → { balance, hazard_rate, caution_money_total, …, order: <paginator> }
  route('post', '/lever/dealall', (ctx) => {
    const { engine, params, token, t } = ctx;
    const answer = engine.trade.lever.dealAll(token, pick(params, LIST));
    return ok({
      balance: answer.balance,
      ...leverFiguresWire(answer.all, answer.pair),
      order: laravelPaginator(answer.page, pathOf(ctx), (o) => leverOrderWire(o, t)),
    });
  }),

  // → { rate_profits_total: { hazard_rate, profits_total }, message: <paginator> } (the doubled message is real)
  route('post', '/lever/my_trade', (ctx) => {
    const { engine, params, token, t } = ctx;
    const answer = engine.trade.lever.myTrade(token, pick(params, LIST));
    return ok({
      rate_profits_total: { hazard_rate: answer.all.hazard_rate, profits_total: answer.all.profits },
      message: laravelPaginator(answer.page, pathOf(ctx), (o) => leverOrderWire(o, t)),
    });
  }),

  route(
    'post',
    '/lever/close',
    once(({ engine, params, token, t }) => {
      engine.trade.lever.close(token, pick(params, ['id']));
      return ok(t('ok.positionClosed'));
    }),
  ),

  route('post', '/lever/setstop', ({ engine, params, token, t }) => {
    engine.trade.lever.setStop(token, pick(params, ['id', 'target_profit_price', 'stop_loss_price']));
    return ok(t('ok.stopSaved'));
  }),

  // {type (0 all, 1 longs, 2 shorts), currency_id?, legal_id?} → '<Positions closed: n>'
  route(
    'post',
    '/lever/batch_close',
    once(({ engine, params, token, t }) => {
      const count = engine.trade.lever.batchClose(token, pick(params, ['type', ...PAIR]));
      return ok(t('ok.positionsClosed', { count }));
    }),
  ),

  route(
    'post',
    '/lever/cancel',
    once(({ engine, params, token, t }) => {
      engine.trade.lever.cancel(token, pick(params, ['id']));
      return ok(t('ok.orderCancelled'));
    }),
  ),

  // --- seconds contracts ---
  route('get', '/microtrade/payable_currencies', ({ engine, token }) => {
    const rows = engine.trade.micro.payable(token);
    return ok(payableWire(rows, engine.user.requireUser(token).id));
  }),

  route('get', '/microtrade/seconds', ({ engine, token }) =>
    ok(secondsWire(engine.trade.micro.seconds(token))),
  ),

  // {match_id, currency_id, type, seconds, number} → the new micro_orders row
  route(
    'post',
    '/microtrade/submit',
    once(({ engine, params, token, t }) => {
      const order = engine.trade.micro.submit(
        token,
        pick(params, ['match_id', 'currency_id', 'type', 'seconds', 'number']),
      );
      const account = engine.user.requireUser(token).account;
      return ok(microOrderWire(order, t, engine.ctx.clock(), account));
    }),
  ),

  // {match_id?, currency_id?, status (1, 3, -1), page, limit} → <paginator> of rows with remain_milli_seconds
  route('get', '/microtrade/lists', (ctx) => {
    const { engine, params, token, t } = ctx;
    const page = engine.trade.micro.list(
      token,
      pick(params, ['match_id', 'currency_id', 'status', 'page', 'limit']),
    );
    const now = engine.ctx.clock();
    return ok(laravelPaginator(page, pathOf(ctx), (o) => microOrderWire(o, t, now, page.account)));
  }),

  // a placed seconds order is final: always the translated refusal (decision 60)
  route('post', '/microtrade/cancelMicOrder', ({ engine, params, token }) =>
    engine.trade.micro.cancel(token, pick(params, ['id'])),
  ),

  // --- demo account (shapes ours: decision 61) ---
  // → { user_id, is_demo: 1 } of the caller's demo twin (created and funded on the first call)
  route(
    'post',
    '/user/demo_account',
    once(({ engine, token }) => {
      const twin = engine.trade.demo.create(token);
      return ok({ user_id: twin.id, is_demo: 1 });
    }),
  ),

  // {user_id} (the caller, its twin or its owner) → { token, user_id, is_demo }: the client swaps tokens
  route('post', '/user/change_account', ({ engine, params, token }) => {
    const next = engine.trade.demo.switchTo(token, pick(params, ['user_id']));
    return ok({ token: next.token, user_id: next.user.id, is_demo: next.user.is_demo ? 1 : 0 });
  }),

  // {user_id} (a demo twin) → '<Demo account reset>'
  route(
    'post',
    '/user/reset_account',
    once(({ engine, params, token, t }) => {
      engine.trade.demo.reset(token, pick(params, ['user_id']));
      return ok(t('ok.demoReset'));
    }),
  ),
];
