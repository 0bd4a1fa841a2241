import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixed } from './decimal';
import {
  EMPTY_VALUE,
  formatNumber,
  signOf,
  type NumberKind,
} from './format';

const NBSP = '\u00a0';
const KINDS: NumberKind[] = ['price', 'amount', 'fiat', 'percent', 'compact'];
const TAGS = ['en', 'zh-HK', 'zh-CN', 'ja', 'th', 'ko', 'es', 'id', 'vi', 'tr'];

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

describe('formatNumber: price and amount', () => {
  it.each([
    ['0', '0.00000'],
    ['1', '1.00000'],
    ['1234.5', '1,234.50000'],
    ['-1234.5', '-1,234.50000'],
    ['0.000005', '0.00001'],
    ['0.000004999', '0.00000'],
    ['-0.000001', '0.00000'],
    ['1e-20', '0.00000'],
    ['1e5', '100,000.00000'],
    ['123456789012345678901234.123456', '123,456,789,012,345,678,901,234.12346'],
  ])('price %j → %j', (value, expected) => {
    expect(formatNumber(value, 'price')).toBe(expected);
  });

  it('takes numbers and Decimals as well as strings', () => {
    expect(formatNumber(0.1, 'amount')).toBe('0.10000');
    expect(formatNumber(-2, 'amount', { decimals: 0 })).toBe('-2');
  });

  it('honours decimals, rounding half-up', () => {
    expect(formatNumber('2.345', 'price', { decimals: 2 })).toBe('2.35');
    expect(formatNumber('-2.345', 'price', { decimals: 2 })).toBe('-2.35');
    expect(formatNumber('2.5', 'amount', { decimals: 0 })).toBe('3');
    expect(formatNumber('1.1', 'amount', { decimals: 8 })).toBe('1.10000000');
  });

  it.each(['', ' 1', 'abc', '1,000', 'NaN', 'Infinity', null, undefined, NaN, Infinity])(
    'shows the empty mark for %s',
    (value) => {
      expect(formatNumber(value, 'price')).toBe(EMPTY_VALUE);
      expect(formatNumber(value, 'compact')).toBe(EMPTY_VALUE);
    },
  );
});

describe('formatNumber: fiat and percent', () => {
  it('shows fiat with 2 decimals', () => {
    expect(formatNumber('1234567.891', 'fiat')).toBe('1,234,567.89');
    expect(formatNumber('0.005', 'fiat')).toBe('0.01');
    expect(formatNumber('-0.004', 'fiat')).toBe('0.00');
    expect(formatNumber('7', 'fiat', { decimals: 0 })).toBe('7');
  });

  it('shows percent with its sign, and no sign for what rounds to zero', () => {
    expect(formatNumber('2.5', 'percent')).toBe('+2.50%');
    expect(formatNumber('-1.255', 'percent')).toBe('-1.26%');
    expect(formatNumber('0', 'percent')).toBe('0.00%');
    expect(formatNumber('-0.004', 'percent')).toBe('0.00%');
    expect(formatNumber('0.005', 'percent')).toBe('+0.01%');
    expect(formatNumber('1234.5', 'percent', { decimals: 1 })).toBe('+1,234.5%');
  });
});

describe('formatNumber: compact', () => {
  it.each([
    ['0', '0'],
    ['12.50000', '12.5'],
    ['0.123456', '0.1235'],
    ['0.00004', '0'],
    ['999.99999', '1,000'],
    ['1000', '1,000'],
    ['1000.0001', '1K'],
    ['1234.5678', '1.23K'],
    ['1005', '1.01K'],
    ['999999.999', '1,000K'],
    // Spec §9 says "above 1,000,000", so 1,000,000 itself is still in thousands.
    ['1000000', '1,000K'],
    ['1000000.5', '1M'],
    ['1234567', '1.23M'],
    ['-1500', '-1.5K'],
    ['-0.00001', '0'],
    ['1e-20', '0'],
    ['123456789012345678901234567890', '123,456,789,012,345,678,901,234.57M'],
  ])('%j → %j', (value, expected) => {
    expect(formatNumber(value, 'compact')).toBe(expected);
  });

  it('rounds once: 1,004,999.999… is 1M, not 1.01M', () => {
    // Dividing by 1e6 at 20 significant digits would give 1.0050000… and then round up.
    expect(formatNumber('1004999.99999999999999999999', 'compact')).toBe('1M');
  });

  it('takes decimals as the maximum', () => {
    expect(formatNumber('1234.5678', 'compact', { decimals: 0 })).toBe('1K');
    expect(formatNumber('0.123456', 'compact', { decimals: 6 })).toBe('0.123456');
  });
});

describe('formatNumber: locales', () => {
  it('uses the grouping and decimal symbols of id, vi and tr', () => {
    for (const locale of ['id', 'vi', 'tr']) {
      expect(formatNumber('1234567.891', 'fiat', { locale })).toBe('1.234.567,89');
      expect(formatNumber('1234.5', 'price', { locale })).toBe('1.234,50000');
      expect(formatNumber('1500', 'compact', { locale })).toBe('1,5K');
    }
  });

  it('follows es in grouping only from five integer digits', () => {
    expect(formatNumber('1234.5', 'price', { locale: 'es' })).toBe('1234,50000');
    expect(formatNumber('12345.5', 'price', { locale: 'es' })).toBe('12.345,50000');
    expect(formatNumber('-1234567.891', 'fiat', { locale: 'es' })).toBe('-1.234.567,89');
  });

  it('places sign and percent sign as the locale does', () => {
    expect(formatNumber('2.5', 'percent', { locale: 'es' })).toBe(`+2,50${NBSP}%`);
    expect(formatNumber('-2.5', 'percent', { locale: 'tr' })).toBe('-%2,50');
    expect(formatNumber('0', 'percent', { locale: 'tr' })).toBe('%0,00');
    expect(formatNumber('2.5', 'percent', { locale: 'id' })).toBe('+2,50%');
  });

  it.each(['zh-HK', 'zh-CN', 'ja', 'th', 'ko'])('writes %s like English', (locale) => {
    expect(formatNumber('-1234567.891', 'fiat', { locale })).toBe('-1,234,567.89');
    expect(formatNumber('2.5', 'percent', { locale })).toBe('+2.50%');
  });

  it('keeps Latin digits where the locale would not (Intl gives ar-EG "١٬٢٣٤٫٥")', () => {
    expect(formatNumber('1234.5', 'fiat', { locale: 'ar-EG' })).toBe('1,234.50');
  });

  it('falls back to English for a malformed tag', () => {
    expect(formatNumber('1234.5', 'fiat', { locale: 'not a tag!' })).toBe('1,234.50');
  });
});

describe('formatNumber: properties', () => {
  it('never shows NaN, Infinity or exponent notation for a decimal string, in any locale', () => {
    fc.assert(
      fc.property(
        decimalString,
        fc.constantFrom(...KINDS),
        fc.constantFrom(...TAGS),
        (value, kind, locale) => {
          const out = formatNumber(value, kind, { locale });
          expect(out).not.toMatch(/NaN|Infinity|[eE]/);
          expect(out).not.toBe(EMPTY_VALUE);
        },
      ),
    );
  });

  it('shows exactly the Decimal digits: English price without grouping is fixed(value, 5)', () => {
    fc.assert(
      fc.property(decimalString, (value) => {
        expect(formatNumber(value, 'price').replaceAll(',', '')).toBe(fixed(value, 5));
      }),
    );
  });

  it('gives the same digits in every locale, only the symbols differ', () => {
    fc.assert(
      fc.property(decimalString, fc.constantFrom(...TAGS), (value, locale) => {
        const digits = (s: string) => s.replace(/\D/g, '');
        expect(digits(formatNumber(value, 'fiat', { locale }))).toBe(digits(formatNumber(value, 'fiat')));
      }),
    );
  });
});

describe('signOf', () => {
  it.each([
    ['5', 1],
    ['0.00000001', 1],
    ['-0.0001', -1],
    [-3, -1],
    ['0', 0],
    ['-0', 0],
    ['abc', 0],
    [undefined, 0],
  ] as const)('signOf(%j) = %i', (value, expected) => {
    expect(signOf(value)).toBe(expected);
  });
});
