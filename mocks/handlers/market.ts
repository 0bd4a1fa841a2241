/**
 * Market calls in the family's wire shapes (wire-facts §3, §10; encoders in ./wire/market.ts): quote groups
 * of pairs, the currency list, candles in their own `{code, msg, data}` envelope, favourites by row id.
 */
import { HttpResponse } from 'msw';
import { EngineError } from '../engine';
import { ok, pick, route, str } from './_util';
import {
  candlesEnvelope,
  candlesFailure,
  currencyListWire,
  FAVORITE_ID_BASE,
  favoriteRowId,
  favoritesWire,
  quotationWire,
} from './wire/market';

export const marketHandlers = [
  // → [{ id, name, …, quotation: [pair] }] one group per quote currency (USDT)
  route('get', '/currency/quotation_new', ({ engine }) => ok(quotationWire(engine.market.quotations()))),

  // → { currency: [row], legal: [row] }: the spec's coins first (USDT TRC20 + ERC20 both id 3, USDC, ETH, BTC)
  route('get', '/currency/list', ({ engine, lang }) => ok(currencyListWire(engine.market.coins(lang)))),

  // {symbol, period, from, to} (unix seconds; ms accepted) → { code: 1, msg, data: [candle] } oldest first, at
  // most 500 (the newest in range), `partial: true` beside them while older ones are still being kept
  // (decision 94); failures are { code: -1, msg }. Lenient where T is strict: a missing `to` is now, a missing
  // `from` 500 buckets before it.
  route('get', '/currency/new_timeshar', ({ engine, params, t }) => {
    try {
      const { candles, partial } = engine.market.timeshare(pick(params, ['symbol', 'period', 'from', 'to']));
      return HttpResponse.json(candlesEnvelope(candles, partial));
    } catch (error) {
      if (error instanceof EngineError && error.kind === 'error')
        return HttpResponse.json(candlesFailure(t(error.key, error.vars)));
      throw error;
    }
  }),

  // {currency_id} → { id } (the new row, as T answers)
  route('post', '/optional/add', ({ engine, params, token }) => {
    const user = engine.user.requireUser(token);
    engine.market.addFavorite(token, str(params, 'currency_id'));
    return ok({ id: favoriteRowId(user.id, Number(str(params, 'currency_id'))) });
  }),

  // {id} (T reads the row id) or {currency_id} (the spec's reading) → the translated "removed"
  route('post', '/optional/del', ({ engine, params, token, t }) => {
    const user = engine.user.requireUser(token);
    const rowId = str(params, 'id')?.trim();
    let currencyId = str(params, 'currency_id');
    if (rowId) {
      if (!/^\d{1,12}$/.test(rowId)) throw new EngineError('error.param');
      const id = Number(rowId);
      if (Math.floor(id / FAVORITE_ID_BASE) !== user.id) throw new EngineError('error.notFound');
      currencyId = String(id % FAVORITE_ID_BASE);
    }
    engine.market.removeFavorite(token, currencyId);
    return ok(t('ok.favoriteRemoved'));
  }),

  // → [{ id, currency_id }] in the order they were added | 999 signed out
  route('get', '/optional/list', ({ engine, token }) => {
    const user = engine.user.requireUser(token);
    return ok(favoritesWire(user.id, engine.market.favorites(token)));
  }),
];
