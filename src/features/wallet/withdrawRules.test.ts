import { describe, expect, it } from 'vitest';
import { withdrawFigures } from './withdrawRules';

const info = { fee: '1', min: '10', available: '500' };

describe('withdrawFigures', () => {
  it('takes the fee out of the amount, exactly', () => {
    expect(withdrawFigures('100', info)).toEqual({ arrival: '99', error: null });
    expect(withdrawFigures('10.00000001', info)).toEqual({ arrival: '9.00000001', error: null });
  });

  it.each([
    ['', 'amount'],
    ['0', 'amount'],
    ['9.99999999', 'min'],
    ['500.00000001', 'balance'],
  ])('%s → %s', (amount, error) => {
    expect(withdrawFigures(amount, info).error).toBe(error);
  });

  it('refuses an amount that the fee would eat', () => {
    expect(withdrawFigures('2', { fee: '2', min: '1', available: '10' })).toEqual({ arrival: null, error: 'fee' });
  });
});
