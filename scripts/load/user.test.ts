import { describe, expect, it } from 'vitest';
import { fixed } from './user';

describe('fixed', () => {
  it('writes units × 10^-places exactly, the tag a request carries', () => {
    expect(fixed(101, 4)).toBe('0.0101');
    expect(fixed(1005, 2)).toBe('10.05');
    expect(fixed(123456789, 8)).toBe('1.23456789');
    expect(fixed(10_000, 4)).toBe('1.0000');
  });
});
