// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { marketsFixture } from '../../fixtures/market';
import { createMemoryStore, seededRng } from '../core';
import { createEngine } from '../index';
import { NOW, num, setup } from './market.fixture';

describe('market: quotations', () => {
  it('lists every pair with the contract fields, fast', () => {
    const { market, clock } = setup();
    market.quotations(); // warm
    clock.advance(1500);
    const started = performance.now();
    const rows = market.quotations();
    expect(performance.now() - started).toBeLessThan(20);
    expect(rows.filter((r) => r.kind === 'spot').length).toBeGreaterThanOrEqual(20);
    expect(rows.filter((r) => r.kind === 'stock').map((r) => r.base)).toEqual([
      'AAPL',
      'TSLA',
      'NVDA',
      'MSFT',
      'AMZN',
    ]);
    expect(rows.filter((r) => r.futures).length).toBeGreaterThan(rows.length / 2);
    const btc = rows[0]!;
    expect(Object.keys(btc)).toEqual([
      'symbol',
      'currency_id',
      'legal_id',
      'base',
      'quote',
      'name',
      'kind',
      'futures',
      'price',
      'open',
      'high',
      'low',
      'volume',
      'turnover',
      'change',
      'price_precision',
      'amount_precision',
      'lot_size',
      'min_lots',
      'max_lots',
      'fee_rate',
      'spread',
      'sort',
    ]);
    expect(btc).toMatchObject({
      symbol: 'BTC/USDT',
      currency_id: 1,
      legal_id: 3,
      base: 'BTC',
      quote: 'USDT',
      kind: 'spot',
    });
    for (const r of rows) {
      expect(r.price).toMatch(new RegExp(`^\\d+\\.\\d{${r.price_precision}}$`));
      expect(typeof r.lot_size).toBe('string');
    }
  });
});

describe('market: book and tape', () => {
  const { market } = setup();

  it('simulates a book around the live price, best first, spread per pair, labelled demo', () => {
    for (const m of marketsFixture) {
      const symbol = `${m.base}/USDT`;
      const book = market.depth(symbol);
      expect(book).toMatchObject({ symbol, ts: NOW, demo: true });
      expect(book.bids).toHaveLength(20);
      expect(book.asks).toHaveLength(20);
      const bids = book.bids.map(([p]) => num(p));
      const asks = book.asks.map(([p]) => num(p));
      expect(bids).toEqual([...bids].sort((a, b) => b - a));
      expect(asks).toEqual([...asks].sort((a, b) => a - b));
      expect(asks[0]! - bids[0]!).toBeCloseTo(num(m.spread), m.price_precision);
      const live = num(market.livePrice(symbol));
      expect(live).toBeGreaterThanOrEqual(bids[0]!);
      expect(live).toBeLessThanOrEqual(asks[0]!);
      for (const [, amount] of [...book.bids, ...book.asks]) expect(num(amount)).toBeGreaterThan(0);
      expect(market.bookPrices(symbol)).toEqual({
        bid: book.bids[0]![0],
        ask: book.asks[0]![0],
        price: market.livePrice(symbol),
      });
    }
  });

  it('prints trades at the book, newest first, never in the future', () => {
    const prints = market.trades('ETH/USDT');
    expect(prints).toHaveLength(20);
    for (let i = 1; i < prints.length; i++)
      expect(prints[i - 1]!.time).toBeGreaterThanOrEqual(prints[i]!.time);
    expect(prints[0]!.time).toBeLessThanOrEqual(NOW);
    for (const p of prints) {
      const book = market.bookPrices('ETH/USDT', p.time);
      expect(p.price).toBe(p.side === 'buy' ? book.ask : book.bid);
    }
    expect(market.trades('ETH/USDT')).toEqual(prints);
  });
});

describe('market: engine wiring', () => {
  it('is part of createEngine', () => {
    const engine = createEngine({ store: createMemoryStore(), clock: () => NOW, rng: seededRng(3) });
    expect(engine.market.market('btc_usdt').symbol).toBe('BTC/USDT');
    expect(engine.market.livePrice('BTC/USDT')).toBe(setup().market.livePrice('BTC/USDT'));
  });
});
