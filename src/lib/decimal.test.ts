import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampDecimals, Dec, fixed, toDec, USER_AMOUNT_RE } from './decimal';

/** Decimal strings as the wire sends them: optional minus, up to 30 integer and 20 fraction digits. */
const decimalString = fc
  .tuple(
    fc.boolean(),
    fc.stringMatching(/^(0|[1-9]\d{0,29})$/),
    fc.option(fc.stringMatching(/^\d{1,20}$/), { nil: undefined }),
  )
  .map(
    ([negative, int, fraction]) =>
      `${negative ? '-' : ''}${int}${fraction === undefined ? '' : `.${fraction}`}`,
  );

describe('Dec', () => {
  it('uses precision 20 and half-up rounding', () => {
    expect(Dec.precision).toBe(20);
    expect(Dec.rounding).toBe(Decimal.ROUND_HALF_UP);
    expect(new Dec(1).dividedBy(3).toString()).toBe('0.33333333333333333333');
    expect(new Dec(2).dividedBy(3).toString()).toBe('0.66666666666666666667');
  });

  it('never writes exponent notation', () => {
    expect(new Dec('0.00000001').toString()).toBe('0.00000001');
    expect(new Dec('1e-20').toString()).toBe('0.00000000000000000001');
    expect(new Dec('1e25').toString()).toBe('10000000000000000000000000');
  });

  it('adds decimals exactly where floats do not', () => {
    expect(new Dec('0.1').plus('0.2').toString()).toBe('0.3');
    expect(new Dec('1').minus('0.9').toString()).toBe('0.1');
    expect(new Dec('1.1').times('1.1').toString()).toBe('1.21');
    expect(new Dec('1').dividedBy('8').toString()).toBe('0.125');
  });

  it('gives a non-finite Decimal for division by zero', () => {
    expect(new Dec('1').dividedBy('0').isFinite()).toBe(false);
    expect(new Dec('0').dividedBy('0').isNaN()).toBe(true);
  });
});

describe('toDec', () => {
  it.each([
    ['0', '0'],
    ['-12.5', '-12.5'],
    ['+3', '3'],
    ['1.', '1'],
    ['.5', '0.5'],
    ['1e5', '100000'],
    ['1E-3', '0.001'],
    ['1e-20', '0.00000000000000000001'],
    ['123456789012345678901234567890.123', '123456789012345678901234567890.123'],
  ])('accepts the string %j', (input, expected) => {
    expect(toDec(input)?.toString()).toBe(expected);
  });

  it.each(['', ' 1', '1 ', 'abc', '1.2.3', '1,5', '0x1f', '1_000', 'Infinity', 'NaN', '-', '.', 'e5', '1e'])(
    'rejects the string %j',
    (input) => {
      expect(toDec(input)).toBeNull();
    },
  );

  it('accepts finite numbers and Decimals, including from another decimal.js clone', () => {
    expect(toDec(0.1)?.toString()).toBe('0.1');
    expect(toDec(-7)?.toString()).toBe('-7');
    expect(toDec(new Decimal('2.5'))?.toString()).toBe('2.5');
    expect(toDec(new Dec('2.5'))).toBeInstanceOf(Dec);
  });

  it.each([
    NaN,
    Infinity,
    -Infinity,
    new Decimal(NaN),
    new Decimal(Infinity),
    null,
    undefined,
    {},
    [],
    true,
    10n,
  ])('rejects %s', (input) => {
    expect(toDec(input)).toBeNull();
  });
});

describe('USER_AMOUNT_RE', () => {
  it.each(['0', '12', '1.', '.5', '007.50'])('accepts %j', (input) => {
    expect(USER_AMOUNT_RE.test(input)).toBe(true);
  });

  it.each(['', ' 1', '1 ', '1e5', '1E5', '-1', '+1', '.', '1.2.3', '1,5', 'abc', '0x10'])(
    'rejects %j',
    (input) => {
      expect(USER_AMOUNT_RE.test(input)).toBe(false);
    },
  );

  it('rejects every string containing an exponent', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d*\.?\d*[eE][+-]?\d+$/), (input) => {
        expect(USER_AMOUNT_RE.test(input)).toBe(false);
      }),
    );
  });
});

describe('fixed', () => {
  it.each([
    ['1.005', 2, '1.01'],
    ['1.004999', 2, '1.00'],
    ['2.5', 0, '3'],
    ['-2.5', 0, '-3'],
    ['0', 2, '0.00'],
    ['-0.001', 2, '0.00'],
    ['-0', 0, '0'],
    ['1e-20', 2, '0.00'],
    ['1e-20', 20, '0.00000000000000000001'],
    ['1e21', 0, '1000000000000000000000'],
    ['123456789012345678901234567890.5', 0, '123456789012345678901234567891'],
    [0.1, 3, '0.100'],
  ] as const)('fixed(%j, %i) = %j', (value, decimals, expected) => {
    expect(fixed(value, decimals)).toBe(expected);
  });

  it.each(['abc', '', NaN, Infinity])('throws for %s', (value) => {
    expect(() => fixed(value, 2)).toThrow(RangeError);
  });

  it('round-trips: parsing the result gives the value rounded half-up, and nothing is in exponent form', () => {
    fc.assert(
      fc.property(decimalString, fc.integer({ min: 0, max: 25 }), (value, decimals) => {
        const text = fixed(value, decimals);
        expect(text).toMatch(decimals === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${decimals}}$`));
        expect(new Dec(text).equals(new Dec(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP))).toBe(
          true,
        );
        // Enough places lose nothing.
        expect(new Dec(fixed(value, 20)).equals(new Dec(value))).toBe(true);
      }),
    );
  });
});

describe('clampDecimals', () => {
  it.each([
    ['1.23456', 2, '1.23'],
    ['1.29', 1, '1.2'],
    ['1.', 2, '1.'],
    ['.555', 2, '.55'],
    ['12', 2, '12'],
    ['1.5', 0, '1'],
    ['', 4, ''],
  ] as const)('clampDecimals(%j, %i) = %j', (input, decimals, expected) => {
    expect(clampDecimals(input, decimals)).toBe(expected);
  });

  it('truncates (never rounds) and never adds characters', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,10}\.\d{0,12}$/),
        fc.integer({ min: 1, max: 8 }),
        (input, decimals) => {
          const out = clampDecimals(input, decimals);
          expect(input.startsWith(out)).toBe(true);
          expect(out.split('.')[1]!.length).toBe(Math.min(decimals, input.split('.')[1]!.length));
        },
      ),
    );
  });
});
