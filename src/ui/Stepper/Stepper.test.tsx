import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dec } from '@/lib/decimal';
import { renderUi } from '../_shared/test-utils';
import { Stepper } from './Stepper';
import { canStep, clampStep, stepBy } from './stepper';

describe('stepper maths', () => {
  it('steps in decimals without float error and clamps', () => {
    const b = { min: '0', max: '1', step: '0.1', decimals: 1 };
    expect(stepBy('0.2', 1, b)).toBe('0.3');
    expect(stepBy('0.95', 1, { ...b, decimals: 2 })).toBe('1.00');
    expect(stepBy('0', -1, b)).toBe('0.0');
    expect(stepBy('', 1, { min: '5', step: '1', decimals: 0 })).toBe('6');
    expect(clampStep('abc', b)).toBeNull();
    expect(clampStep('7', b)).toBe('1.0');
    expect(canStep('1', 1, b)).toBe(false);
    expect(canStep('0.5', -1, b)).toBe(true);
  });

  it('never leaves [min, max] (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.constantFrom<1 | -1>(1, -1), (n, dir) => {
        const out = new Dec(stepBy(String(n / 100), dir, { min: '-2', max: '3', step: '0.25', decimals: 2 }));
        return out.gte(-2) && out.lte(3);
      }),
    );
  });
});

function Harness() {
  const [v, setV] = useState('1');
  return <Stepper label="Lots" value={v} onChange={setV} min="1" max="3" unit="lots" />;
}

describe('Stepper', () => {
  it('is a spinbutton stepped by buttons and arrow keys, clamped on blur', async () => {
    renderUi(<Harness />);
    const input = screen.getByRole('spinbutton', { name: 'Lots' });
    const minus = screen.getByRole('button', { name: 'Decrease' });
    const plus = screen.getByRole('button', { name: 'Increase' });
    expect(minus).toBeDisabled();
    await userEvent.click(plus);
    expect(input).toHaveValue('2');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input).toHaveValue('3');
    expect(plus).toBeDisabled();
    expect(input).toHaveAttribute('aria-valuetext', '3 lots');
    await userEvent.clear(input);
    await userEvent.type(input, '9');
    fireEvent.blur(input);
    expect(input).toHaveValue('3');
    fireEvent.keyDown(input, { key: 'Home' });
    expect(input).toHaveValue('1');
  });

  it('refuses letters and extra decimals', async () => {
    renderUi(<Harness />);
    const input = screen.getByRole('spinbutton', { name: 'Lots' });
    await userEvent.type(input, 'x.');
    expect(input).toHaveValue('1');
  });
});
