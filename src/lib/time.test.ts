import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE } from './format';
import { formatCountdown, formatDateTime, relativeTime, toMillis } from './time';

const NOW = Date.UTC(2024, 0, 31, 12, 0, 0); // 2024-01-31 12:00:00 UTC
const ago = (seconds: number) => NOW - seconds * 1000;

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

describe('relativeTime', () => {
  const en = (ts: number | string) =>
    relativeTime(ts, { now: NOW, locale: 'en', justNow: 'just now', timeZone: 'UTC' });

  it.each([
    [0, 'just now'],
    [299, 'just now'],
    [300, '5 minutes ago'],
    [3599, '59 minutes ago'],
    [3600, '1 hour ago'],
    [86_399, '23 hours ago'],
    [86_400, '1 day ago'],
    [30 * 86_400 - 1, '29 days ago'],
    [30 * 86_400, 'Jan 1, 2024'],
    [400 * 86_400, 'Dec 27, 2022'],
  ])('%i s ago reads %j', (seconds, expected) => {
    expect(en(ago(seconds))).toBe(expected);
  });

  it('reads second and millisecond timestamps alike', () => {
    expect(en(Math.floor(ago(7200) / 1000))).toBe('2 hours ago');
    expect(en(String(ago(7200)))).toBe('2 hours ago');
  });

  it('treats a few minutes in the future as clock skew, further as a date', () => {
    expect(en(ago(-299))).toBe('just now');
    expect(en(ago(-301))).toBe('Jan 31, 2024');
  });

  it('speaks the locale', () => {
    const opts = { now: NOW, justNow: '刚刚', timeZone: 'UTC' };
    expect(relativeTime(ago(120), { ...opts, locale: 'zh-CN' })).toBe('刚刚');
    expect(relativeTime(ago(600), { ...opts, locale: 'zh-CN' })).toBe('10分钟前');
    expect(relativeTime(ago(3 * 86_400), { ...opts, locale: 'tr' })).toBe('3 gün önce');
    expect(relativeTime(ago(40 * 86_400), { ...opts, locale: 'ja' })).toBe('2023/12/22');
  });

  it('uses the current time by default', () => {
    expect(relativeTime(Date.now() - 2 * 3600 * 1000, { justNow: 'now', locale: 'en' })).toBe('2 hours ago');
  });

  it('shows the empty mark for a bad timestamp', () => {
    expect(en('soon')).toBe(EMPTY_VALUE);
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
