import { describe, expect, it } from 'vitest';
import { parseCoinSymbol, parsePairSymbol } from './symbol';

describe('parsePairSymbol', () => {
  it('reads BASE/QUOTE in its accepted spellings', () => {
    const btc = { base: 'BTC', quote: 'USDT', symbol: 'BTC/USDT' };
    expect(parsePairSymbol('BTC/USDT')).toEqual(btc);
    expect(parsePairSymbol(' btc/usdt ')).toEqual(btc);
    expect(parsePairSymbol('BTC_USDT')).toEqual(btc);
    expect(parsePairSymbol('BTC-USDT')).toEqual(btc);
    expect(parsePairSymbol('1INCH/USDT')?.symbol).toBe('1INCH/USDT');
  });

  it('refuses what is not a pair', () => {
    for (const bad of [null, undefined, '', 'BTC', 'BTCUSDT', 'BTC/', '/USDT', 'BTC/USDT/ETH', 'BTC//USDT', 'BT C/USDT', '<script>/USDT', 'BTC/BTC', 'A'.repeat(16) + '/USDT']) {
      expect(parsePairSymbol(bad)).toBeNull();
    }
  });
});

describe('parseCoinSymbol', () => {
  it('takes a coin or the base of a pair', () => {
    expect(parseCoinSymbol('btc')).toBe('BTC');
    expect(parseCoinSymbol('ETH/USDT')).toBe('ETH');
    expect(parseCoinSymbol('')).toBeNull();
    expect(parseCoinSymbol('B T C')).toBeNull();
    expect(parseCoinSymbol(null)).toBeNull();
  });
});
