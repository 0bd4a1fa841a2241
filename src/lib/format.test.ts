import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec, fixed } from './decimal';
import {
  EMPTY_VALUE,
  formatNumber,
  signOf,
  type NumberKind,
} from './format';

const NBSP = '\u00a0';
const KINDS: NumberKind[] = ['price', 'amount', 'balance', 'fee', 'fiat', 'percent', 'change', 'compact', 'leverage', 'count', 'available'];
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

describe("formatNumber: price and amount (the pair's precision, fixed)", () => {
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
  ])('price %j → %j (spec §9: default decimals 5)', (value, expected) => {
    expect(formatNumber(value, 'price')).toBe(expected);
  });

  it('takes the precision the pair states, rounding half-up and keeping trailing zeros', () => {
    expect(formatNumber('95000.5', 'price', { decimals: 2 })).toBe('95,000.50');
    expect(formatNumber('2.345', 'price', { decimals: 2 })).toBe('2.35');
    expect(formatNumber('-2.345', 'price', { decimals: 2 })).toBe('-2.35');
    expect(formatNumber('0.0000085', 'price', { decimals: 8 })).toBe('0.00000850');
    expect(formatNumber('2.5', 'amount', { decimals: 0 })).toBe('3');
    expect(formatNumber('0.1', 'amount', { decimals: 4 })).toBe('0.1000');
  });

  it('takes numbers and Decimals as well as strings', () => {
    expect(formatNumber(0.1, 'amount')).toBe('0.10000');
    expect(formatNumber(-2, 'amount', { decimals: 0 })).toBe('-2');
  });

  it.each(['', ' 1', 'abc', '1,000', 'NaN', 'Infinity', null, undefined, NaN, Infinity])(
    'shows the empty mark for %s',
    (value) => {
      for (const kind of KINDS) expect(formatNumber(value, kind)).toBe(EMPTY_VALUE);
    },
  );
});

describe('formatNumber: balance and fee (a coin amount, 2 to 8 places)', () => {
  it.each([
    ['100000', '100,000.00'],
    ['100000.00000000', '100,000.00'],
    ['0', '0.00'],
    ['1.5', '1.50'],
    ['0.12345678', '0.12345678'],
    ['0.00000001', '0.00000001'],
    ['-12.3400', '-12.34'],
  ])('%j → %j', (value, expected) => {
    expect(formatNumber(value, 'balance')).toBe(expected);
    expect(formatNumber(value, 'fee')).toBe(expected);
  });

  it('never shows more than is held, nor less than is charged', () => {
    expect(formatNumber('0.123456789', 'balance')).toBe('0.12345678');
    expect(formatNumber('0.123456781', 'fee')).toBe('0.12345679');
    expect(formatNumber('0.000000001', 'balance')).toBe('0.00');
    expect(formatNumber('0.000000001', 'fee')).toBe('0.00000001');
    expect(formatNumber('-0.000000001', 'balance')).toBe('0.00');
  });

  it('takes decimals as the most places', () => {
    expect(formatNumber('1.23456', 'balance', { decimals: 4 })).toBe('1.2345');
    expect(formatNumber('7', 'balance', { decimals: 0 })).toBe('7');
  });
});

describe('formatNumber: fiat, count and leverage', () => {
  it('shows fiat with 2 decimals', () => {
    expect(formatNumber('1234567.891', 'fiat')).toBe('1,234,567.89');
    expect(formatNumber('0.005', 'fiat')).toBe('0.01');
    expect(formatNumber('-0.004', 'fiat')).toBe('0.00');
    expect(formatNumber('7', 'fiat', { decimals: 0 })).toBe('7');
  });

  it('shows counts whole and grouped', () => {
    expect(formatNumber('1234', 'count')).toBe('1,234');
    expect(formatNumber('0', 'count')).toBe('0');
    expect(formatNumber('12345', 'count', { locale: 'es' })).toBe('12.345');
  });

  it('shows leverage with ×, trailing zeros dropped', () => {
    expect(formatNumber('10', 'leverage')).toBe('10×');
    expect(formatNumber('2.50', 'leverage')).toBe('2.5×');
    expect(formatNumber('2.5', 'leverage', { locale: 'tr' })).toBe('2,5×');
  });
});

describe('formatNumber: percent and change', () => {
  it('shows a rate or share with up to 2 places and no plus sign', () => {
    expect(formatNumber('16', 'percent')).toBe('16%');
    expect(formatNumber('12.50', 'percent')).toBe('12.5%');
    expect(formatNumber('0.005', 'percent')).toBe('0.01%');
    expect(formatNumber('0.004', 'percent')).toBe('0%');
    expect(formatNumber('-3.456', 'percent')).toBe('-3.46%');
    expect(formatNumber('66.666', 'percent', { decimals: 0 })).toBe('67%');
  });

  it('shows a change with its sign and 2 places, and no sign for what rounds to zero', () => {
    expect(formatNumber('2.5', 'change')).toBe('+2.50%');
    expect(formatNumber('-1.255', 'change')).toBe('-1.26%');
    expect(formatNumber('0', 'change')).toBe('0.00%');
    expect(formatNumber('-0.004', 'change')).toBe('0.00%');
    expect(formatNumber('0.005', 'change')).toBe('+0.01%');
    expect(formatNumber('1234.5', 'change', { decimals: 1 })).toBe('+1,234.5%');
  });
});

describe('formatNumber: compact (K, M, B, T; 3 significant digits)', () => {
  it.each([
    ['0', '0'],
    ['12.50000', '12.5'],
    ['0.123456', '0.1235'],
    ['0.00004', '0'],
    ['999.95', '999.95'],
    // the unit is chosen after rounding: never "1,000" nor "1,000K"
    ['999.99999', '1K'],
    ['1000', '1K'],
    ['1234.5678', '1.23K'],
    ['1005', '1.01K'],
    ['24010', '24K'],
    ['123456', '123K'],
    ['999499', '999K'],
    ['999950', '1M'],
    ['999999.999', '1M'],
    ['1000000', '1M'],
    ['1234567', '1.23M'],
    ['1158500000', '1.16B'],
    ['999999999', '1B'],
    ['2500000000000', '2.5T'],
    ['-1500', '-1.5K'],
    ['-0.00001', '0'],
    ['1e-20', '0'],
    ['123456789012345678901234567890', '123,456,789,012,345,679T'],
  ])('%j → %j', (value, expected) => {
    expect(formatNumber(value, 'compact')).toBe(expected);
  });

  it('rounds once: 1,004,999.999… is 1M, not 1.01M', () => {
    // Dividing by 1e6 at 20 significant digits would give 1.0050000… and then round up.
    expect(formatNumber('1004999.99999999999999999999', 'compact')).toBe('1M');
  });

  it('takes decimals as the most places below 1,000', () => {
    expect(formatNumber('5.25', 'compact', { decimals: 1 })).toBe('5.3');
    expect(formatNumber('0.123456', 'compact', { decimals: 6 })).toBe('0.123456');
  });
});

describe('formatNumber: locales', () => {
  it('uses the grouping and decimal symbols of id, vi and tr', () => {
    for (const locale of ['id', 'vi', 'tr']) {
      expect(formatNumber('1234567.891', 'fiat', { locale })).toBe('1.234.567,89');
      expect(formatNumber('1234.5', 'price', { locale })).toBe('1.234,50000');
      expect(formatNumber('1500', 'compact', { locale })).toBe('1,5K');
      expect(formatNumber('1158500000', 'compact', { locale })).toBe('1,16B');
    }
  });

  it('follows es in grouping only from five integer digits', () => {
    expect(formatNumber('1234.5', 'price', { locale: 'es' })).toBe('1234,50000');
    expect(formatNumber('12345.5', 'price', { locale: 'es' })).toBe('12.345,50000');
    expect(formatNumber('-1234567.891', 'fiat', { locale: 'es' })).toBe('-1.234.567,89');
  });

  it('writes the percent sign without a space in English', () => {
    expect(formatNumber('16', 'percent', { locale: 'en' })).toBe('16%');
    expect(formatNumber('16', 'change', { locale: 'en' })).toBe('+16.00%');
  });

  it('places sign and percent sign as the locale does (CLDR)', () => {
    expect(formatNumber('16', 'percent', { locale: 'es' })).toBe(`16${NBSP}%`);
    expect(formatNumber('2.5', 'change', { locale: 'es' })).toBe(`+2,50${NBSP}%`);
    expect(formatNumber('16', 'percent', { locale: 'tr' })).toBe('%16');
    expect(formatNumber('-2.5', 'change', { locale: 'tr' })).toBe('-%2,50');
    expect(formatNumber('0', 'change', { locale: 'tr' })).toBe('%0,00');
    expect(formatNumber('2.5', 'change', { locale: 'id' })).toBe('+2,50%');
    expect(formatNumber('16', 'percent', { locale: 'vi' })).toBe('16%');
  });

  it.each(['zh-HK', 'zh-CN', 'ja', 'th', 'ko'])('writes %s like English', (locale) => {
    expect(formatNumber('-1234567.891', 'fiat', { locale })).toBe('-1,234,567.89');
    expect(formatNumber('2.5', 'change', { locale })).toBe('+2.50%');
    expect(formatNumber('16', 'percent', { locale })).toBe('16%');
    expect(formatNumber('1158500000', 'compact', { locale })).toBe('1.16B');
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

  it('shows a balance of at most 8 places exactly, with 2 places at least', () => {
    const ledgerAmount = fc
      .tuple(fc.stringMatching(/^(0|[1-9]\d{0,11})$/), fc.stringMatching(/^\d{0,8}$/))
      .map(([int, fraction]) => (fraction ? `${int}.${fraction}` : int));
    fc.assert(
      fc.property(ledgerAmount, (value) => {
        const out = formatNumber(value, 'balance').replaceAll(',', '');
        expect(new Dec(out).eq(value)).toBe(true);
        expect(out.split('.')[1]!.length).toBeGreaterThanOrEqual(2);
      }),
    );
  });

  it('never shows a compact figure of 1,000 or more below T, nor two units', () => {
    fc.assert(
      fc.property(decimalString, (value) => {
        const out = formatNumber(value, 'compact');
        const m = /^-?([\d,]+(?:\.\d+)?)([KMBT]?)$/.exec(out);
        expect(m).not.toBeNull();
        if (m![2] && m![2] !== 'T') expect(new Dec(m![1]!.replaceAll(',', '')).lt(1000)).toBe(true);
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
