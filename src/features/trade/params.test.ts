import { describe, expect, it } from 'vitest';
import { makeMarket } from '@/testing/market';
import { marketsFor, parseSide, parseTradeType, pickMarket, tradesOn } from './params';

const btc = makeMarket('BTC');
const arb = makeMarket('ARB', { futures: false, micro: false });
const aapl = makeMarket('AAPL', { kind: 'stock', futures: false });
const markets = [arb, btc, aapl];

describe('trade tab query', () => {
  it('reads the type and side, defaulting to futures and buy', () => {
    expect(parseTradeType('seconds')).toBe('seconds');
    expect(parseTradeType(' COINS ')).toBe('coins');
    expect(parseTradeType('options')).toBe('futures');
    expect(parseTradeType(null)).toBe('futures');
    expect(parseSide('sell')).toBe('sell');
    expect(parseSide('short')).toBe('sell');
    expect(parseSide('long')).toBe('buy');
    expect(parseSide(undefined)).toBe('buy');
  });

  it('offers on each tab only the pairs that trade there, never a stock', () => {
    expect(tradesOn('coins', aapl)).toBe(false);
    expect(marketsFor('futures', markets)).toEqual([btc]);
    expect(marketsFor('seconds', markets)).toEqual([btc]);
    expect(marketsFor('coins', markets)).toEqual([arb, btc]);
  });

  it('picks the pair asked for, else BTC/USDT, else the first', () => {
    expect(pickMarket('coins', markets, 'arb_usdt')?.symbol).toBe('ARB/USDT');
    expect(pickMarket('futures', markets, 'ARB/USDT')?.symbol).toBe('BTC/USDT');
    expect(pickMarket('coins', [arb], 'NOPE/USDT')?.symbol).toBe('ARB/USDT');
    expect(pickMarket('futures', [arb], null)).toBeUndefined();
  });
});
