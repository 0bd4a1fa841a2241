/** src/lib/validate.ts, amounts as typed, digit strings, codes. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAlphanumeric, isAmount, isCode, isDigits } from './validate';

describe('isAmount', () => {
  it.each(['1', '0.5', '.5', '1.', '007', '123456789012345678901234567890.000000001'])(
    'accepts %j',
    (value) => {
      expect(isAmount(value)).toBe(true);
    },
  );

  it.each([
    '',
    '0',
    '0.00',
    '.',
    '-1',
    '+1',
    '1e5',
    '1E5',
    ' 1',
    '1 ',
    '1,5',
    '1.2.3',
    'abc',
    '0x10',
    'Infinity',
  ])('rejects %j', (value) => {
    expect(isAmount(value)).toBe(false);
  });

  it('limits the fraction digits as typed', () => {
    expect(isAmount('1.23', 2)).toBe(true);
    expect(isAmount('1.234', 2)).toBe(false);
    expect(isAmount('1.50', 1)).toBe(false);
    expect(isAmount('7', 0)).toBe(true);
    expect(isAmount('7.', 0)).toBe(true);
    expect(isAmount('7.5', 0)).toBe(false);
  });

  it('accepts every positive digits[.digits] string', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{0,12}[1-9]\d{0,12}$/),
        fc.stringMatching(/^\d{0,12}$/),
        fc.nat({ max: 12 }),
        (int, fraction, split) => {
          expect(isAmount(int)).toBe(true);
          expect(isAmount(`${int}.${fraction}`)).toBe(true);
          expect(isAmount(`${int}.${fraction}`, fraction.length)).toBe(true);
          // The point may sit anywhere, both ends included (".5", "5.").
          const joined = int + fraction;
          expect(isAmount(`${joined.slice(0, split)}.${joined.slice(split)}`)).toBe(true);
        },
      ),
    );
  });

  it('rejects every string containing an e, a sign or a space', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[\d.]{0,6}$/),
        fc.constantFrom('e', 'E', '-', '+', ' '),
        fc.stringMatching(/^[\d.]{0,6}$/),
        (before, bad, after) => {
          expect(isAmount(before + bad + after)).toBe(false);
        },
      ),
    );
  });
});

describe('isDigits, isCode, isAlphanumeric', () => {
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

  it('checks ASCII letters and digits', () => {
    expect(isAlphanumeric('abcXYZ019')).toBe(true);
    expect(isAlphanumeric('')).toBe(false);
    expect(isAlphanumeric('abc-1')).toBe(false);
    expect(isAlphanumeric('ab c')).toBe(false);
    expect(isAlphanumeric('çava')).toBe(false);
  });
});
