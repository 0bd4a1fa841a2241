import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { AmountInput } from './AmountInput';
import { acceptAmount } from './amount';

describe('acceptAmount', () => {
  it.each([
    ['', 2, ''],
    ['12', 2, '12'],
    ['12.', 2, '12.'],
    ['.5', 2, '.5'],
    ['1,5', 2, '1.5'],
    ['1.25', 2, '1.25'],
  ])('accepts %j (decimals %i)', (raw, d, out) => expect(acceptAmount(raw, d)).toBe(out));

  it.each([['1e5'], ['-3'], ['+3'], ['abc'], ['1.2.3'], ['1.234'], ['1 000'], ['0x1f'], ['Infinity'], ['1,000.5']])(
    'refuses %j',
    (raw) => expect(acceptAmount(raw, 2)).toBeNull(),
  );

  it('refuses any point when decimals is 0', () => expect(acceptAmount('1.', 0)).toBeNull());
});

function Harness({ max }: { max?: string }) {
  const [v, setV] = useState('');
  return <AmountInput label="Amount" value={v} onChange={setV} decimals={2} step="0.5" unit="USDT" max={max} />;
}

describe('AmountInput', () => {
  it('keeps the last valid value on bad input and paste', async () => {
    renderUi(<Harness />);
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '12.345');
    expect(input).toHaveValue('12.34');
    await userEvent.type(input, 'e');
    expect(input).toHaveValue('12.34');
    fireEvent.change(input, { target: { value: 'hello' } });
    expect(input).toHaveValue('12.34');
  });

  it('fills the max, cut to the precision', async () => {
    renderUi(<Harness max="1234.5678" />);
    await userEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('1234.56');
  });

  it('steps with the arrow keys and never goes below min', async () => {
    renderUi(<Harness />);
    const input = screen.getByLabelText('Amount');
    input.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('1');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('0');
  });
});
