import { describe, expect, it } from 'vitest';
import { hotMarkets, marketsForTab, nextSort, searchMarkets, sortMarkets } from './sort';
import { makeMarket, marketsFixture } from '@/testing/marketWire';

const symbols = (list: { symbol: string }[]) => list.map((m) => m.symbol);

describe('sortMarkets', () => {
  it('sorts prices as decimals, not as text or floats', () => {
    const list = [
      makeMarket('A', { price: '9.5' }),
      makeMarket('B', { price: '10.25' }),
      makeMarket('C', { price: '0.00000001' }),
      makeMarket('D', { price: '100000000000000000001' }),
    ];
    expect(symbols(sortMarkets(list, { key: 'price', dir: 'asc' }))).toEqual(['C/USDT', 'A/USDT', 'B/USDT', 'D/USDT']);
    expect(symbols(sortMarkets(list, { key: 'price', dir: 'desc' }))).toEqual(['D/USDT', 'B/USDT', 'A/USDT', 'C/USDT']);
  });

  it('sorts by name and by signed change; keeps the input for no sort', () => {
    expect(symbols(sortMarkets(marketsFixture, { key: 'name', dir: 'asc' }))[0]).toBe('AAPL/USDT');
    expect(symbols(sortMarkets(marketsFixture, { key: 'change', dir: 'asc' }))[0]).toBe('DOGE/USDT');
    expect(sortMarkets(marketsFixture, null)).toEqual(marketsFixture);
  });

  it('toggles direction on the same key; a new numeric key starts descending', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', dir: 'asc' });
    expect(nextSort({ key: 'name', dir: 'asc' }, 'name')).toEqual({ key: 'name', dir: 'desc' });
    expect(nextSort({ key: 'name', dir: 'asc' }, 'price')).toEqual({ key: 'price', dir: 'desc' });
  });
});

describe('marketsForTab', () => {
  it('splits futures, spot and stock', () => {
    expect(symbols(marketsForTab(marketsFixture, 'futures'))).not.toContain('ARB/USDT');
    expect(symbols(marketsForTab(marketsFixture, 'spot'))).toContain('ARB/USDT');
    expect(symbols(marketsForTab(marketsFixture, 'spot'))).not.toContain('AAPL/USDT');
    expect(symbols(marketsForTab(marketsFixture, 'stock'))).toEqual(['AAPL/USDT']);
  });

  it('ranks gainers, losers (excluding flat) and volume by turnover', () => {
    expect(symbols(marketsForTab(marketsFixture, 'gainers'))).toEqual(['ARB/USDT', 'SOL/USDT', 'BTC/USDT']);
    expect(symbols(marketsForTab(marketsFixture, 'losers'))).toEqual(['DOGE/USDT', 'ETH/USDT']);
    expect(symbols(marketsForTab(marketsFixture, 'volume'))[0]).toBe('BTC/USDT');
  });

  it('lists favourites in the user order and drops unknown symbols', () => {
    expect(symbols(marketsForTab(marketsFixture, 'favorites', ['ETH/USDT', 'NOPE/USDT', 'BTC/USDT']))).toEqual(['ETH/USDT', 'BTC/USDT']);
  });
});

describe('searchMarkets', () => {
  it('finds by symbol without slash, base prefix and name, prefix matches first', () => {
    expect(symbols(searchMarkets(marketsFixture, 'btcusdt'))).toEqual(['BTC/USDT']);
    expect(symbols(searchMarkets(marketsFixture, 'sol'))).toEqual(['SOL/USDT']);
    expect(symbols(searchMarkets(marketsFixture, 'apple'))).toEqual(['AAPL/USDT']);
    expect(searchMarkets(marketsFixture, '  ')).toEqual([]);
    expect(searchMarkets(marketsFixture, 'zzz')).toEqual([]);
  });

  it('hot search is the top turnover', () => {
    expect(symbols(hotMarkets(marketsFixture, 2))).toEqual(['BTC/USDT', 'ETH/USDT']);
  });
});
