/** src/lib/validate.ts: digit strings and codes. */
import { describe, expect, it } from 'vitest';
import { isCode, isDigits } from './validate';

describe('isDigits, isCode', () => {
  it('checks ASCII digits only', () => {
    expect(isDigits('0123')).toBe(true);
    expect(isDigits('')).toBe(false);
    expect(isDigits('12a')).toBe(false);
    expect(isDigits('１２３')).toBe(false);
    expect(isDigits('١٢٣')).toBe(false);
  });

  it('checks an n-digit code, 6 by default', () => {
    expect(isCode('012345')).toBe(true);
    expect(isCode('12345')).toBe(false);
    expect(isCode('1234567')).toBe(false);
    expect(isCode('12345a')).toBe(false);
    expect(isCode(' 12345')).toBe(false);
    expect(isCode('1234', 4)).toBe(true);
    expect(isCode('123456', 4)).toBe(false);
  });
});
