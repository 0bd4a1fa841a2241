import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE } from './format';
import { formatCountdown, formatDateTime, toMillis } from './time';

const NOW = Date.UTC(2024, 0, 31, 12, 0, 0); // 2024-01-31 12:00:00 UTC

describe('toMillis', () => {
  it.each([
    [1_706_702_400, 1_706_702_400_000],
    ['1706702400', 1_706_702_400_000],
    [1_706_702_400_123, 1_706_702_400_123],
    ['1706702400123', 1_706_702_400_123],
    // 10 digits are seconds, 11 are milliseconds (spec §9: "over 10 digits").
    [9_999_999_999, 9_999_999_999_000],
    [10_000_000_000, 10_000_000_000],
    [0, 0],
    ['1706702400.5', 1_706_702_400_500],
  ])('toMillis(%j) = %i', (ts, expected) => {
    expect(toMillis(ts)).toBe(expected);
  });

  it.each(['', 'abc', ' 1', '2024-01-31', '-5', -5, NaN, Infinity])('is NaN for %j', (ts) => {
    expect(toMillis(ts)).toBeNaN();
  });
});

describe('formatDateTime', () => {
  it('formats date and time in the locale and zone', () => {
    expect(formatDateTime(NOW, 'en', 'UTC')).toBe('Jan 31, 2024, 12:00:00 PM');
    expect(formatDateTime('1706702400', 'zh-CN', 'Asia/Shanghai')).toBe('2024年1月31日 20:00:00');
    expect(formatDateTime(NOW, 'tr', 'UTC')).toBe('31 Oca 2024 12:00:00');
  });

  it('shows the empty mark for a bad timestamp', () => {
    expect(formatDateTime('x', 'en')).toBe(EMPTY_VALUE);
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '00:00:00'],
    [1, '00:00:01'],
    [999, '00:00:01'],
    [1000, '00:00:01'],
    [1001, '00:00:02'],
    [59_000, '00:00:59'],
    [60_000, '00:01:00'],
    [3_661_000, '01:01:01'],
    [86_400_000, '24:00:00'],
    [360_000_000, '100:00:00'],
    [-5000, '00:00:00'],
    [NaN, '00:00:00'],
  ])('formatCountdown(%i) = %j', (ms, expected) => {
    expect(formatCountdown(ms)).toBe(expected);
  });

  it('always reads back to the whole seconds left, rounded up', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (ms) => {
        const match = /^(\d{2,}):([0-5]\d):([0-5]\d)$/.exec(formatCountdown(ms));
        expect(match).not.toBeNull();
        const [, h, m, s] = match!.map(Number);
        expect(h! * 3600 + m! * 60 + s!).toBe(Math.max(0, Math.ceil(ms / 1000)));
      }),
    );
  });
});
