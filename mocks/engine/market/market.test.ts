// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { marketsFixture } from '../../fixtures/market';
import { createManualClock, DEMO_CLOCK_START } from '../clock';
import { EngineError } from '../context';
import { createEngine } from '../index';
import { seededRng } from '../random';
import { createMemoryStore } from '../store';
import { createUserArea } from '../user';
import { createCodes } from '../codes';
import { createContext } from '../context';
import { createMarketArea, MAX_CANDLES, PERIODS, type Candle } from './index';
import { bucketEnd, bucketStart } from './periods';
import { createSeries } from './series';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
// A moment inside a minute, off every round boundary.
const NOW = DEMO_CLOCK_START + 3 * DAY + 5 * HOUR + 17 * MIN + 23_456;

function setup(now = NOW, seed?: number) {
  const clock = createManualClock(now);
  const ctx = createContext({ store: createMemoryStore(), clock, rng: seededRng(1) });
  const user = createUserArea(ctx, { codes: createCodes(ctx) });
  return { clock, market: createMarketArea(ctx, { user }, seed === undefined ? {} : { seed }) };
}

const num = (s: string) => Number(s);
/** Folds candles the way the contract says a longer period is built. */
function fold(cs: Candle[]) {
  return {
    open: cs[0]!.open,
    high: cs.map((c) => c.high).reduce((a, b) => (num(b) > num(a) ? b : a)),
    low: cs.map((c) => c.low).reduce((a, b) => (num(b) < num(a) ? b : a)),
    close: cs.at(-1)!.close,
    // Volumes are fixed-point strings: add them as integers of the smallest unit.
    volume: cs.map((c) => BigInt(c.volume.replace('.', ''))).reduce((a, b) => a + b, 0n),
  };
}
const asFold = (c: Candle) => ({
  open: c.open,
  high: c.high,
  low: c.low,
  close: c.close,
  volume: BigInt(c.volume.replace('.', '')),
});

describe('market series: determinism and continuity', () => {
  it('gives the same candles for the same inputs, and after a "restart" with the same seed', () => {
    const a = setup();
    const from = NOW - 3 * HOUR;
    const first = a.market.candles('BTC/USDT', '1min', from, NOW);
    expect(a.market.candles('BTC/USDT', '1min', from, NOW)).toEqual(first);
    // A new engine on a new store: no shared state but the seed.
    const b = setup();
    expect(b.market.candles('btcusdt', '1min', from, NOW)).toEqual(first);
    // The raw series built from scratch agrees too (nothing is stored anywhere).
    const fixture = marketsFixture[0]!;
    const raw = createSeries(20240101, {
      symbol: 'BTC/USDT',
      kind: 'spot',
      anchor: fixture.anchor,
      pricePrecision: 2,
      amountPrecision: 5,
      dailyVol: fixture.daily_vol,
      volume24h: fixture.volume_24h,
    });
    expect(raw.minute(first[10]!.time / MIN).c).toBe(Math.round(num(first[10]!.close) * 100));
  });

  it('depends on the seed', () => {
    const a = setup(NOW, 1).market.candles('ETH/USDT', '5min', NOW - HOUR, NOW);
    const b = setup(NOW, 2).market.candles('ETH/USDT', '5min', NOW - HOUR, NOW);
    expect(a.map((c) => c.close)).not.toEqual(b.map((c) => c.close));
  });

  it('is continuous: each minute opens at the previous close, and moves plausibly', () => {
    const { market } = setup();
    const cs = market.candles('SOL/USDT', '1min', NOW - 9 * HOUR, NOW);
    expect(cs).toHaveLength(MAX_CANDLES); // 540 complete minutes + the forming one > 500 → capped
    for (let i = 1; i < cs.length; i++) {
      expect(cs[i]!.time - cs[i - 1]!.time).toBe(MIN);
      expect(cs[i]!.open).toBe(cs[i - 1]!.close);
      expect(num(cs[i]!.high)).toBeGreaterThanOrEqual(Math.max(num(cs[i]!.open), num(cs[i]!.close)));
      expect(num(cs[i]!.low)).toBeLessThanOrEqual(Math.min(num(cs[i]!.open), num(cs[i]!.close)));
      expect(Math.abs(Math.log(num(cs[i]!.close) / num(cs[i]!.open)))).toBeLessThan(0.02);
    }
    const spread = Math.log(Math.max(...cs.map((c) => num(c.high))) / Math.min(...cs.map((c) => num(c.low))));
    expect(spread).toBeGreaterThan(0.002); // it does move
  });

  it('stays near its anchor over years (no runaway drift)', () => {
    // Sampled every third day straight from the series (a full monthly chart of every pair is slow to build).
    for (const m of marketsFixture) {
      const raw = createSeries(20240101, {
        symbol: `${m.base}/USDT`,
        kind: m.kind,
        anchor: m.anchor,
        pricePrecision: m.price_precision,
        amountPrecision: m.amount_precision,
        dailyVol: m.daily_vol,
        volume24h: m.volume_24h,
      });
      for (let day = Date.UTC(2024, 0, 1); day < NOW + 365 * DAY; day += 3 * DAY) {
        const ratio = raw.minute(day / MIN).c / 10 ** m.price_precision / m.anchor;
        expect(ratio, `${m.base} ${new Date(day).toISOString()}`).toBeGreaterThan(0.3);
        expect(ratio, `${m.base} ${new Date(day).toISOString()}`).toBeLessThan(3);
      }
    }
  });
});

describe('market series: periods agree', () => {
  const { market } = setup();
  const sym = 'BTC/USDT';

  it.each([
    ['5min', '1min'],
    ['15min', '1min'],
    ['30min', '5min'],
    ['60min', '1min'],
    ['4hour', '60min'],
    ['1day', '60min'],
    ['1day', '4hour'],
  ] as const)(
    'a %s candle equals the aggregation of its %s candles (completed and forming)',
    (period, child) => {
      const outer = market.candles(sym, period, NOW - 2 * DAY, NOW).slice(-3);
      expect(outer.length).toBe(3);
      for (const c of outer) {
        const inner = market.candles(sym, child, c.time, bucketEnd(period, c.time) - 1);
        expect(inner[0]!.time).toBe(c.time);
        expect(asFold(c)).toEqual(fold(inner));
      }
    },
  );

  it('a day equals the aggregation of its 1440 one-minute candles', () => {
    const day = market.candles(sym, '1day', NOW - DAY, NOW)[0]!;
    const minutes = [
      ...market.candles(sym, '1min', day.time, day.time + 480 * MIN - 1),
      ...market.candles(sym, '1min', day.time + 480 * MIN, day.time + 960 * MIN - 1),
      ...market.candles(sym, '1min', day.time + 960 * MIN, day.time + DAY - 1),
    ];
    expect(minutes).toHaveLength(1440);
    expect(asFold(day)).toEqual(fold(minutes));
  });

  it('weeks start on Monday and months on the 1st, both folded from days', () => {
    const week = market.candles(sym, '1week', NOW - 14 * DAY, NOW).at(-2)!;
    expect(new Date(week.time).getUTCDay()).toBe(1);
    expect(asFold(week)).toEqual(fold(market.candles(sym, '1day', week.time, week.time + 7 * DAY - 1)));
    const month = market.candles(sym, '1mon', NOW - 40 * DAY, NOW).at(-2)!;
    expect(new Date(month.time).getUTCDate()).toBe(1);
    expect(asFold(month)).toEqual(
      fold(market.candles(sym, '1day', month.time, bucketEnd('1mon', month.time) - 1)),
    );
  });

  it('the forming candle and the live price come from the same function at now', () => {
    for (const period of PERIODS) {
      const last = market.candles(sym, period, NOW - 1, NOW).at(-1)!;
      expect(last.time).toBe(bucketStart(period, NOW));
      expect(last.close).toBe(market.livePrice(sym));
      expect(market.formingCandle(sym, period)).toEqual(last);
    }
  });

  it('a forming minute only grows into its final figures', () => {
    const m = setup(bucketStart('1min', NOW));
    const start = m.clock();
    const seen: Candle[] = [];
    for (let t = 0; t < 60; t += 3) {
      m.clock.set(start + t * 1000 + 500);
      seen.push(m.market.formingCandle('DOGE/USDT', '1min'));
    }
    m.clock.set(start + 61_000);
    const final = m.market.candles('DOGE/USDT', '1min', start, start)[0]!;
    for (const c of seen) {
      expect(c.open).toBe(final.open);
      expect(num(c.high)).toBeLessThanOrEqual(num(final.high));
      expect(num(c.low)).toBeGreaterThanOrEqual(num(final.low));
      expect(num(c.volume)).toBeLessThanOrEqual(num(final.volume));
    }
    expect(seen.map((c) => num(c.volume))).toEqual([...seen.map((c) => num(c.volume))].sort((a, b) => a - b));
  });
});

describe('market: 24 h figures', () => {
  it('equal the aggregation of the 1440 one-minute buckets ending with the forming one', () => {
    const { market } = setup();
    for (const symbol of ['BTC/USDT', 'SHIB/USDT', 'AAPL/USDT']) {
      const t = market.ticker(symbol);
      const first = bucketStart('1min', NOW) - 1439 * MIN;
      const minutes = [
        ...market.candles(symbol, '1min', first, first + 499 * MIN),
        ...market.candles(symbol, '1min', first + 500 * MIN, first + 999 * MIN),
        ...market.candles(symbol, '1min', first + 1000 * MIN, NOW),
      ];
      expect(minutes).toHaveLength(1440);
      const f = fold(minutes);
      expect({
        open: t.open,
        high: t.high,
        low: t.low,
        close: t.price,
        volume: BigInt(t.volume.replace('.', '')),
      }).toEqual(f);
      const change = ((num(t.price) - num(t.open)) / num(t.open)) * 100;
      expect(num(t.change)).toBeCloseTo(change, 2);
      expect(t.change).toMatch(/^-?\d+\.\d{2}$/);
      expect(num(t.turnover)).toBeGreaterThan(num(t.volume) * num(t.low) * 0.99);
      expect(num(t.turnover)).toBeLessThan(num(t.volume) * num(t.high) * 1.01);
    }
  });

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

describe('market: validation', () => {
  const { market } = setup();
  const keyOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return error instanceof EngineError ? error.key : String(error);
    }
    return 'no error';
  };

  it('refuses unknown symbols and periods, and from > to', () => {
    expect(keyOf(() => market.timeshare({ symbol: 'NOPE/USDT', period: '1min' }))).toBe(
      'error.marketUnknown',
    );
    expect(keyOf(() => market.timeshare({ period: '1min' }))).toBe('error.marketUnknown');
    expect(keyOf(() => market.timeshare({ symbol: 'BTC/USDT', period: '2min' }))).toBe('error.periodInvalid');
    expect(
      keyOf(() =>
        market.timeshare({ symbol: 'BTC/USDT', period: '1min', from: String(NOW), to: String(NOW - 1) }),
      ),
    ).toBe('error.timeRange');
    expect(keyOf(() => market.timeshare({ symbol: 'BTC/USDT', period: '1min', from: 'yesterday' }))).toBe(
      'error.param',
    );
    expect(keyOf(() => market.livePrice('BTC/USDT', NOW + 1))).toMatch(/after now/);
  });

  it('returns the newest 500 in range, nothing in the future or before the listing', () => {
    const cs = market.timeshare({
      symbol: 'ETH/USDT',
      period: '1min',
      from: String(NOW - 2 * DAY),
      to: String(NOW + DAY),
    });
    expect(cs).toHaveLength(500);
    expect(cs.at(-1)!.time).toBe(bucketStart('1min', NOW));
    expect(
      market.timeshare({ symbol: 'ETH/USDT', period: '1day', from: '0', to: String(Date.UTC(2023, 0, 1)) }),
    ).toEqual([]);
    // Seconds are accepted for ms (spec §9: ten digits or fewer are seconds).
    const inSeconds = market.timeshare({
      symbol: 'ETH/USDT',
      period: '5min',
      from: String(Math.floor((NOW - HOUR) / 1000)),
      to: String(Math.floor(NOW / 1000)),
    });
    expect(inSeconds).toEqual(market.candles('ETH/USDT', '5min', NOW - HOUR, Math.floor(NOW / 1000) * 1000));
    // No `from`: the last 500 buckets.
    expect(market.timeshare({ symbol: 'ETH/USDT', period: '60min' })).toHaveLength(500);
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
