import { describe, expect, it } from 'vitest';
import { mapDaymarket, mapKline, mapMarketDepth, mapMatchTrade } from './feeds';

const pair = {
  currency_id: 1,
  currency_name: 'BTC',
  legal_id: 3,
  legal_name: 'USDT',
  symbol: 'BTC/USDT',
};

describe("the family's socket payloads", () => {
  it('daymarket: now_price is the price, the + of a rise goes, numbers become decimal strings', () => {
    const update = mapDaymarket({
      type: 'daymarket',
      period: '1day',
      match_id: 5,
      ...pair,
      open: 94000,
      close: 95123.45,
      high: '96000.1',
      low: 0.0000001,
      volume: '24012.5',
      time: 1_700_000_000_000,
      now_price: '95123.45',
      change: '+1.20',
      api_form: 'huobi_websocket',
    });
    expect(update).toEqual({
      symbol: 'BTC/USDT',
      price: '95123.45',
      open: '94000',
      high: '96000.1',
      low: '0.0000001',
      volume: '24012.5',
      change: '1.20',
      // the family has no turnover: derived like the REST row's (volume × price)
      turnover: '2284151843.13',
    });
    // the demo exchange sends its own
    expect(mapDaymarket({ ...pair, now_price: '1', turnover: '55.5' })?.turnover).toBe('55.5');
  });

  it('daymarket: a fork without symbol, now_price and volume is still read; garbage is null', () => {
    expect(mapDaymarket({ currency_name: 'ETH', legal_name: 'USDT', close: '10', change: '-2.5' })).toEqual({
      symbol: 'ETH/USDT',
      price: '10',
      change: '-2.5',
    });
    expect(mapDaymarket({ ...pair })).toBeNull(); // no price
    expect(mapDaymarket({ ...pair, now_price: 'NaN' })).toBeNull();
    expect(mapDaymarket('daymarket')).toBeNull();
    expect(mapDaymarket(null)).toBeNull();
  });

  it('kline: the candle of the pair and period; a time in seconds becomes ms', () => {
    const base = {
      type: 'kline',
      period: '1min',
      match_id: 5,
      ...pair,
      open: '1',
      close: '2',
      high: '3',
      low: '0.5',
      volume: 7,
    };
    expect(mapKline({ ...base, time: 1_700_000_040_000 })).toEqual({
      symbol: 'BTC/USDT',
      period: '1min',
      candle: { time: 1_700_000_040_000, open: '1', high: '3', low: '0.5', close: '2', volume: '7' },
    });
    expect(mapKline({ ...base, time: 1_700_000_040 })?.candle.time).toBe(1_700_000_040_000);
    expect(mapKline({ ...base, time: -1 })).toBeNull();
    expect(mapKline({ ...base, period: undefined, time: 1 })).toBeNull();
  });

  it('market_depth: arrays or a JSON string, best first whatever order the fork sent', () => {
    const depth = mapMarketDepth({
      type: 'market_depth',
      ...pair,
      'base-currency': 'BTC',
      'quote-currency': 'USDT',
      bids: JSON.stringify([
        [99, 1],
        [100, '2.5'],
      ]),
      // reversed by the server (krsort): worst first
      asks: [
        ['103', '1'],
        ['101', '3'],
        ['102', '0.1'],
      ],
    });
    expect(depth).toEqual({
      symbol: 'BTC/USDT',
      bids: [
        ['100', '2.5'],
        ['99', '1'],
      ],
      asks: [
        ['101', '3'],
        ['102', '0.1'],
        ['103', '1'],
      ],
      demo: false,
    });
    // our demo exchange marks its simulated book
    expect(mapMarketDepth({ ...pair, bids: [], asks: [], demo: true })?.demo).toBe(true);
    expect(mapMarketDepth({ ...pair, bids: '[not json', asks: [] })).toBeNull();
    expect(mapMarketDepth({ ...pair, bids: [['x', '1']], asks: [] })).toBeNull();
  });

  it('match_trade: ticks as prints, newest first; an unreadable tick is dropped', () => {
    const update = mapMatchTrade({
      type: 'match_trade',
      ...pair,
      data: [
        { id: 1, amount: 0.5, direction: 'buy', price: '100.1', tradeId: 11, ts: 1_700_000_000_100 },
        { id: 2, amount: '1', direction: 'sell', price: 100.05, tradeId: 12, ts: 1_700_000_000_900 },
        { id: 3, amount: '1', direction: 'hold', price: '1', ts: 1 },
      ],
    });
    expect(update).toEqual({
      symbol: 'BTC/USDT',
      trades: [
        { price: '100.05', amount: '1', side: 'sell', time: 1_700_000_000_900 },
        { price: '100.1', amount: '0.5', side: 'buy', time: 1_700_000_000_100 },
      ],
    });
    expect(mapMatchTrade({ ...pair, data: 'x' })).toBeNull();
  });
});
