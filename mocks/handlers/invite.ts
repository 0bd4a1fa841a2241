/**
 * Invitation calls (`POST /user/getShareInfo`, `POST /user/getRebate`) and the demo's coupon calls
 * (`POST /coupon/list`, `POST /coupon/use`); shapes in ./wire/invite.ts.
 */
import { dec } from '../engine/ledger';
import { once } from './_intents';
import { ok, pick, route } from './_util';
import { couponPageWire, rebateWire, shareInfoWire } from './wire/invite';

export const inviteHandlers = [
  // → { type: 'ok', message: { extension_code, invite_count, trade_count, team_count, is_open, is_manager, rates } }
  route('post', '/user/getShareInfo', ({ engine, token }) => ok(shareInfoWire(engine.invite.shareInfo(token)))),

  // → { type: 'ok', message: { …share info, rebate: [{currency, amount}], levels: […], list: […], … } }
  route('post', '/user/getRebate', ({ engine, token }) => ok(rebateWire(engine.invite.rebate(token)))),

  // → { type: 'ok', message: { data: [{ id, title, amount, currency, status, expire_time, used_time }], page, pages, total } }
  route('post', '/coupon/list', ({ engine, params, token, t }) =>
    ok(couponPageWire(engine.invite.listCoupons(token, pick(params, ['status', 'page', 'limit'])), t)),
  ),

  // → { type: 'ok', message: '<amount USDT added>' } | { type: '998', message } (identity not verified)
  route(
    'post',
    '/coupon/use',
    once(({ engine, params, token, t }) => {
      const used = engine.invite.useCoupon(token, pick(params, ['id']));
      return ok(t('coupon.ok.used', { amount: dec(used.amount).toString() }));
    }),
  ),
];
