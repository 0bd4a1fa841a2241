import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { RadioGroup } from './Radio';

const options = [
  { value: 'bank', label: 'Bank transfer' },
  { value: 'card', label: 'Card', description: 'Fee 1.5%' },
  { value: 'cash', label: 'Cash', disabled: true },
];

function Harness({ onChange }: { onChange: (v: string) => void }) {
  const [v, setV] = useState<string | null>('bank');
  return (
    <RadioGroup
      label="Payment method"
      options={options}
      value={v}
      onChange={(x) => {
        setV(x);
        onChange(x);
      }}
      error={v === 'card' ? 'Card is unavailable today' : undefined}
    />
  );
}

describe('RadioGroup', () => {
  it('is a named radiogroup: click and arrow keys select, disabled options are skipped', async () => {
    const onChange = vi.fn();
    renderUi(<Harness onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Payment method' });
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    await userEvent.click(screen.getByText('Card'));
    expect(onChange).toHaveBeenLastCalledWith('card');
    expect(screen.getByRole('radio', { name: 'Card' })).toHaveAccessibleDescription('Fee 1.5%');
    expect(group).toHaveAccessibleDescription('Card is unavailable today');
    expect(screen.getByRole('radio', { name: 'Cash' })).toBeDisabled();
  });
});
