import { describe, expect, it } from 'vitest';
import { decOrNull, decOrZero, toEpochMs, wireEnum } from './primitives';

describe('toEpochMs: the server times of the trade rows', () => {
  it.each([
    [1_763_884_800, 1_763_884_800_000],
    ['1763884800', 1_763_884_800_000],
    [1_763_884_800_123, 1_763_884_800_123],
    ['2025-11-23 08:00:00', 1_763_884_800_000],
    ['2025-11-23T08:00:00', 1_763_884_800_000],
    ['2025-11-23T08:00:00.000000Z', 1_763_884_800_000],
    ['2025-11-23T16:00:00+08:00', 1_763_884_800_000],
    ['2025-11-23 08:00:00.5', 1_763_884_800_500],
    [' 2025-11-23 08:00:00 ', 1_763_884_800_000],
  ])('%j → %i', (value, ms) => {
    expect(toEpochMs(value)).toBe(ms);
  });

  it.each([
    null,
    undefined,
    '',
    0,
    '0',
    '0000-00-00 00:00:00',
    '2025-02-30 00:00:00',
    '2025-13-01 00:00:00',
    'yesterday',
    -5,
    NaN,
    {},
    true,
  ])('%j is no time', (value) => {
    expect(toEpochMs(value)).toBeNull();
  });
});

describe('decimals of the trade rows', () => {
  it('keep a string as sent, write a number without exponent, drop a leading +', () => {
    expect(decOrZero.parse('0.00000000')).toBe('0.00000000');
    expect(decOrZero.parse(1e-8)).toBe('0.00000001');
    expect(decOrZero.parse('+1.5')).toBe('1.5');
    expect(decOrNull.parse(-2)).toBe('-2');
  });

  it('missing or unreadable: "0", or null', () => {
    for (const value of [undefined, null, '', 'abc', '1,5', NaN, Infinity, {}, []]) {
      expect(decOrZero.parse(value)).toBe('0');
      expect(decOrNull.parse(value)).toBeNull();
    }
  });
});

describe('wireEnum', () => {
  const side = wireEnum({ '1': 'long', '2': 'short' });
  it('reads a code as a number or a string, and nothing else', () => {
    expect(side.parse(1)).toBe('long');
    expect(side.parse(' 2')).toBe('short');
    for (const value of [0, '3', 'long', 'toString', null, undefined, 1.5])
      expect(side.safeParse(value).success).toBe(false);
  });
});
