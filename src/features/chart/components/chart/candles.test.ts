import { describe, expect, it } from 'vitest';
import { parseCandle, parseCandles } from './candles';

const row = (time: number, over: Record<string, unknown> = {}) => ({
  time,
  open: '100.5',
  high: '101',
  low: '99.5',
  close: '100.75',
  volume: '12.5',
  ...over,
});

describe('parseCandles', () => {
  it('converts wire candles to bars, oldest first', () => {
    expect(parseCandles([row(1_700_000_060_000), row(1_700_000_000_000)])).toEqual([
      { timestamp: 1_700_000_000_000, open: 100.5, high: 101, low: 99.5, close: 100.75, volume: 12.5 },
      { timestamp: 1_700_000_060_000, open: 100.5, high: 101, low: 99.5, close: 100.75, volume: 12.5 },
    ]);
  });

  it('turns garbage into no bars, never a throw', () => {
    for (const garbage of [null, undefined, 'oops', 42, {}, { time: 1 }, '<html>502</html>', [null, 1, 'x', [], {}]]) {
      expect(parseCandles(garbage)).toEqual([]);
    }
  });

  it('drops invalid rows and keeps the valid ones', () => {
    const bars = parseCandles([
      row(1_700_000_000_000),
      row(1_700_000_060_000, { open: 'abc' }),
      row(1_700_000_120_000, { high: '98' }), // high below low
      row(1_700_000_180_000, { close: '-1' }),
      row(1_700_000_240_000, { volume: '-3' }),
      row(1_700_000_300_000, { close: 'Infinity' }),
      row(1_700_000_360_000, { open: '0' }),
      { ...row(0), time: 'yesterday' },
      row(1_700_000_420_000, { volume: undefined }),
    ]);
    expect(bars.map((b) => b.timestamp)).toEqual([1_700_000_000_000, 1_700_000_420_000]);
    expect(bars[1]!.volume).toBe(0);
  });

  it('keeps one bar per time (the last row wins) and reads second timestamps as seconds', () => {
    const bars = parseCandles([row(1_700_000_000, { close: '100' }), row(1_700_000_000_000, { close: '100.9' })]);
    expect(bars).toHaveLength(1);
    expect(bars[0]!.close).toBe(100.9);
  });

  it('accepts numbers for prices (some platforms send them)', () => {
    expect(parseCandle({ time: 1_700_000_000_000, open: 1, high: 2, low: 0.5, close: 1.5, volume: 3 })?.close).toBe(1.5);
  });
});
