import { candlesEnvelope, quotationWire, type CandleRow } from '@mocks/handlers/wire/market';
import type { Market, Ticker } from '@/api/market';
import { makeMarket } from './market';
import { ok } from './envelopes';

export { makeMarket, ok };


/**
 * Answers in the family's wire shapes (the demo exchange's own encoders), so a story or test that answers a
 * call itself still exercises what a real platform sends: `/currency/quotation_new` for these pairs,
 * `/optional/list` for these base coins (in the order they were added), `/currency/new_timeshar`.
 */
export const quotationOk = (markets: readonly Market[]) => ok(quotationWire(markets));
export const favoritesOk = (currencyIds: readonly number[]) =>
  ok(currencyIds.map((currency_id, i) => ({ id: 9000 + i, currency_id })));
export const candlesOk = (candles: readonly CandleRow[]) => candlesEnvelope(candles);

/** A small, fixed market list (stories and tests that must not depend on the demo exchange's series). */
export const marketsFixture: Market[] = [
  makeMarket('BTC', { currency_id: 1, name: 'Bitcoin', price: '95123.45', open: '94000', change: '1.20', volume: '24012.5', turnover: '2283950000.12', sort: 1 }),
  makeMarket('ETH', { currency_id: 2, name: 'Ethereum', price: '3210.55', open: '3280', change: '-2.12', volume: '420000', turnover: '1348431000', sort: 2 }),
  makeMarket('SOL', { currency_id: 6, name: 'Solana', price: '142.31', change: '4.75', volume: '3100000', turnover: '441161000', sort: 3 }),
  makeMarket('XRP', { currency_id: 7, name: 'XRP', price: '2.2134', price_precision: 4, change: '0.00', volume: '190000000', turnover: '420546000', sort: 4 }),
  makeMarket('DOGE', { currency_id: 9, name: 'Dogecoin', price: '0.16234', price_precision: 5, change: '-5.31', volume: '1400000000', turnover: '227276000', sort: 5 }),
  makeMarket('ARB', { currency_id: 22, name: 'Arbitrum', price: '0.2211', price_precision: 4, change: '8.02', futures: false, volume: '95000000', turnover: '21004500', sort: 6 }),
  makeMarket('AAPL', { currency_id: 1001, name: 'Apple Inc.', kind: 'stock', futures: false, price: '271.50', change: '0.42', volume: '2800000', turnover: '760200000', sort: 7 }),
];

/** `n` generated pairs (the `Live50` benchmark story): BASE1/USDT … with varied prices and changes. */
export function manyMarkets(n = 50): Market[] {
  return Array.from({ length: n }, (_, i) => {
    const price = (100 + i * 37.5).toFixed(2);
    const change = (((i * 7) % 21) - 10 + 0.25).toFixed(2);
    return makeMarket(`C${String(i + 1).padStart(2, '0')}`, {
      currency_id: 2000 + i,
      name: `Coin ${i + 1}`,
      price,
      open: price,
      change,
      volume: String(1000 * (n - i)),
      turnover: String(100000 * (n - i)),
      sort: i + 1,
    });
  });
}

/** A `daymarket` push moving every given pair by `step` (deterministic). */
export function tickersFor(markets: readonly Market[], step: number): Ticker[] {
  return markets.map((m, i) => {
    const cents = Math.round(Number(m.open) * 100) + ((step + i) % 7) - 3;
    const price = (cents / 100).toFixed(2);
    return {
      symbol: m.symbol,
      price,
      open: m.open,
      high: m.high,
      low: m.low,
      volume: m.volume,
      turnover: m.turnover,
      change: (((step + i) % 9) - 4).toFixed(2),
    };
  });
}

/** A fixed session for stories and tests. */
export const storySession = {
  token: 'story-token',
  user: { id: 100001, account: 'demo@example.com', nickname: 'Demo Trader', is_demo: false },
};
export const demoSession = { ...storySession, user: { ...storySession.user, is_demo: true } };
