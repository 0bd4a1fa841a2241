// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { marketsFixture } from '../../fixtures/market';
import { DAY, HOUR, MIN, NOW, num, setup } from './market.fixture';
import { MAX_CANDLES } from './candles';
import { createSeries } from './series';

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
