// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EngineError } from '../core';
import { asFold, DAY, fold, HOUR, MIN, NOW, num, setup } from './market.fixture';
import { PERIODS, type Candle } from './index';
import { bucketEnd, bucketStart } from './periods';

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

  it('returns the newest 500 up to `to` whatever `from` says, nothing in the future or before the listing', () => {
    const cs = market.timeshare({
      symbol: 'ETH/USDT',
      period: '1min',
      from: String(NOW - 2 * DAY),
      to: String(NOW + DAY),
    }).candles;
    expect(cs).toHaveLength(500);
    expect(cs.at(-1)!.time).toBe(bucketStart('1min', NOW));
    expect(
      market.timeshare({ symbol: 'ETH/USDT', period: '1day', from: '0', to: String(Date.UTC(2023, 0, 1)) })
        .candles,
    ).toEqual([]);
    // Seconds are accepted for ms (spec §9: ten digits or fewer are seconds). A span of an hour still answers
    // the 500 candles up to `to` (wire-facts §14: the family's clients read `data[499]`).
    const to = Math.floor(NOW / 1000) * 1000;
    const inSeconds = market.timeshare({
      symbol: 'ETH/USDT',
      period: '5min',
      from: String(Math.floor((NOW - HOUR) / 1000)),
      to: String(to / 1000),
    }).candles;
    expect(inSeconds).toHaveLength(500);
    expect(inSeconds).toEqual(market.candles('ETH/USDT', '5min', to - 499 * 5 * MIN, to));
    expect(inSeconds.at(-1)!.time).toBe(bucketStart('5min', to));
    // A day's span at 1day: 500 days up to today, today's the last (data[499]).
    const days = market.timeshare({
      symbol: 'ETH/USDT',
      period: '1day',
      from: String(NOW - DAY),
      to: String(NOW),
    }).candles;
    expect(days).toHaveLength(500);
    expect(days[499]!.time).toBe(bucketStart('1day', NOW));
    // `to` in the past: the 500 before it (the app's chart pages back in history this way).
    const older = market.timeshare({
      symbol: 'ETH/USDT',
      period: '60min',
      to: String(NOW - 10 * DAY),
    }).candles;
    expect(older).toHaveLength(500);
    expect(older.at(-1)!.time).toBe(bucketStart('60min', NOW - 10 * DAY));
    // No `from`: the last 500 buckets.
    expect(market.timeshare({ symbol: 'ETH/USDT', period: '60min' }).candles).toHaveLength(500);
  });
});
