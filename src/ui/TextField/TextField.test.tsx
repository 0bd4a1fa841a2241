import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input and links the error', () => {
    renderUi(<TextField label="Email" error="Enter a valid email" hint="We never share it" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Enter a valid email');
  });

  it('clears an uncontrolled (register-style) field through a real input event', async () => {
    const onChange = vi.fn();
    renderUi(<TextField label="Account" name="account" clearable onChange={onChange} />);
    const input = screen.getByLabelText('Account');
    await userEvent.type(input, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ target: input }));
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('clears a controlled field', async () => {
    function Controlled() {
      const [v, setV] = useState('hello');
      return <TextField label="Name" clearable value={v} onChange={(e) => setV(e.target.value)} />;
    }
    renderUi(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('toggles password visibility', () => {
    renderUi(<TextField label="Password" type="password" defaultValue="secret" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    fireEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });
});
