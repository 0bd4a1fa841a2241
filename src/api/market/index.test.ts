import { describe, expect, it } from 'vitest';
import { favoriteSymbols } from '.';
import { marketSchema } from '../schemas/market';
import { toCandles, toMarket, pairSchema } from '../wire/market';

const market = (base: string, currency_id: number, quote = 'USDT') =>
  marketSchema.parse({ symbol: `${base}/${quote}`, currency_id, legal_id: 3, base, quote, price: '1' });

describe('favoriteSymbols', () => {
  it('keeps the favourites’ order (the order they were added), every pair of a starred coin once', () => {
    const markets = [market('BTC', 1), market('ETH', 2), market('BTC', 1, 'USDC'), market('SOL', 6)];
    const favorites = [
      { id: 20, currency_id: 6 },
      { id: 11, currency_id: 1 },
      { id: 12, currency_id: 99 }, // a coin no longer listed
    ];
    expect(favoriteSymbols(favorites, markets)).toEqual(['SOL/USDT', 'BTC/USDT', 'BTC/USDC']);
    expect(favoriteSymbols([], markets)).toEqual([]);
  });
});

describe('toCandles: the family’s rows through the one candle validator', () => {
  it('reads `id` seconds when `time` is missing and `amount` when `volume` is', () => {
    expect(toCandles([{ id: 1763884800, open: 1, close: '2', high: '2', low: '0.5', amount: '3' }])).toEqual([
      { time: 1763884800000, open: '1', high: '2', low: '0.5', close: '2', volume: '3' },
    ]);
  });

  it('drops what is not a candle, keeps one per time, oldest first', () => {
    const t0 = 1_763_884_800;
    const row = (id: number, close = '10') => ({ id, time: id * 1000, open: '10', high: '11', low: '9', close, volume: '1' });
    expect(
      toCandles([row(t0 + 120), row(t0), { ...row(t0 + 60), high: '8' }, 'garbage', null, row(t0, '10.5'), { id: 'x' }]).map(
        (c) => [c.time, c.close],
      ),
    ).toEqual([
      [t0 * 1000, '10.5'],
      [(t0 + 120) * 1000, '10'],
    ]);
  });
});

describe('toMarket: what a platform without the demo’s extra fields gets', () => {
  const pair = (over: Record<string, unknown>) =>
    pairSchema.parse({ id: 1, currency_id: 1, legal_id: 3, currency_name: 'BTC', legal_name: 'USDT', now_price: '100', ...over });

  it('precision from the price (2 to 8 places), a 24 h open from the change', () => {
    expect(toMarket(pair({ now_price: '0.16234000', change: '+1.5' }), 1)).toMatchObject({ price_precision: 5, change: '1.5' });
    expect(toMarket(pair({ now_price: '95000.00000000' }), 1)).toMatchObject({ price_precision: 2, open: '95000.00' });
    expect(toMarket(pair({ now_price: '110', change: '10' }), 1)).toMatchObject({ open: '100.00', high: '110', low: '100.00' });
  });

  it('keeps the base coin’s logo (issue 28 item 13); none is an empty logo, and the icon draws its disc', () => {
    expect(toMarket(pair({ logo: '/api/demo/assets/coin/btc.svg' }), 1).logo).toBe('/api/demo/assets/coin/btc.svg');
    expect(toMarket(pair({ logo: null }), 1).logo).toBe('');
    expect(toMarket(pair({}), 1).logo).toBe('');
  });

  it('no trade flags at all is tradable; every flag off is text only', () => {
    expect(toMarket(pair({}), 1)).toMatchObject({ kind: 'spot', futures: false, sort: 1 });
    expect(toMarket(pair({ open_coin_trade: '0', open_lever: 0, open_microtrade: 0, sort: 7 }), 1)).toMatchObject({
      kind: 'stock',
      sort: 7,
    });
  });

  it('the match id is the pair’s id; seconds and spot follow their flags, offered on a tradable pair without them', () => {
    expect(toMarket(pair({ id: '12' }), 3)).toMatchObject({ match_id: 12, micro: true, coin: true });
    expect(toMarket(pair({ open_microtrade: '1', open_coin_trade: 0 }), 1)).toMatchObject({ micro: true, coin: false });
    // one flag on: the pair is tradable, a missing flag is offered, one that is off is not
    expect(toMarket(pair({ open_lever: 1, open_microtrade: 0 }), 1)).toMatchObject({ futures: true, micro: false, coin: true });
    // every flag it sends off: a missing one is not offered either
    expect(toMarket(pair({ open_lever: 0, open_coin_trade: false }), 1)).toMatchObject({ kind: 'stock', micro: false, coin: false });
  });

  it('the domain schema gives a row without them match id 0 and both modes', () => {
    expect(marketSchema.parse({ symbol: 'A/B', currency_id: 1, legal_id: 2, base: 'A', quote: 'B', price: '1' })).toMatchObject({
      match_id: 0,
      micro: true,
      coin: true,
    });
  });
});
