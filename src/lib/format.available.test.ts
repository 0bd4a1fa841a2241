import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from './format';

/** Decimal strings of any size and places, signed. */
const decimalString = fc
  .tuple(
    fc.boolean(),
    fc.stringMatching(/^(0|[1-9]\d{0,29})$/),
    fc.option(fc.stringMatching(/^\d{1,20}$/), { nil: undefined }),
  )
  .map(([negative, int, fraction]) => `${negative ? '-' : ''}${int}${fraction === undefined ? '' : `.${fraction}`}`);

describe('formatNumber: available (a balance where room is short: a ticket line)', () => {
  it('shows the coin\'s display places, fixed, never more than is held', () => {
    expect(formatNumber('100000.12345678', 'available')).toBe('100,000.12');
    expect(formatNumber('20000', 'available')).toBe('20,000.00');
    expect(formatNumber('0.99999999', 'available')).toBe('0.99');
    // the base coin on its pair's amount precision
    expect(formatNumber('0.0123456', 'available', { decimals: 5 })).toBe('0.01234');
    expect(formatNumber('3', 'available', { decimals: 5 })).toBe('3.00000');
  });

  it('goes compact from a million, rounded down (never more than is held)', () => {
    expect(formatNumber('999999.999', 'available')).toBe('999,999.99');
    expect(formatNumber('1000000', 'available')).toBe('1M');
    expect(formatNumber('1239999.99', 'available')).toBe('1.23M');
    expect(formatNumber('999999999.99', 'available', { decimals: 8 })).toBe('999M');
    expect(formatNumber('12345678901', 'available')).toBe('12.3B');
    expect(formatNumber('1999999', 'available', { locale: 'es' })).toBe('1,99M');
  });

  it('is never longer than a ticket line holds, whatever the amount', () => {
    fc.assert(
      fc.property(decimalString, fc.integer({ min: 0, max: 5 }), (value, decimals) => {
        expect(formatNumber(value, 'available', { decimals }).length).toBeLessThanOrEqual('-999,999.99999'.length);
      }),
    );
  });
});
