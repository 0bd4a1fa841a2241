/** Market calls: pairs with 24 h figures, coin info, candles, favourites. */
import { ok, pick, route, str } from './_util';

export const marketHandlers = [
  // → Market[] (docs/architecture.md, "Market data")
  route('get', '/currency/quotation_new', ({ engine }) => ok(engine.market.quotations())),

  // → Coin[]: the spec's coins first (USDT TRC20 + ERC20 both id 3, USDC, ETH, BTC), then the others
  route('get', '/currency/list', ({ engine, lang }) => ok(engine.market.coins(lang))),

  // {symbol, period, from, to} → Candle[] oldest first, at most 500 (the newest in range)
  route('get', '/currency/new_timeshar', ({ engine, params }) =>
    ok(engine.market.timeshare(pick(params, ['symbol', 'period', 'from', 'to']))),
  ),

  route('post', '/optional/add', ({ engine, params, token, t }) => {
    engine.market.addFavorite(token, str(params, 'currency_id'));
    return ok(t('ok.favoriteAdded'));
  }),

  route('post', '/optional/del', ({ engine, params, token, t }) => {
    engine.market.removeFavorite(token, str(params, 'currency_id'));
    return ok(t('ok.favoriteRemoved'));
  }),

  // → { currency_id, symbol }[] in the order they were added | 999 signed out
  route('get', '/optional/list', ({ engine, token }) => ok(engine.market.favorites(token))),
];
