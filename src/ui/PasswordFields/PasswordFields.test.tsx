import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { PasswordFields } from './PasswordFields';

function Controlled({ showErrors = false }: { showErrors?: boolean }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return <PasswordFields password={password} confirm={confirm} onPasswordChange={setPassword} onConfirmChange={setConfirm} showErrors={showErrors} />;
}

describe('PasswordFields', () => {
  it('labels both fields and hints the minimum length', () => {
    renderUi(<Controlled />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 6 characters');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
  });

  it('shows and hides each field on its own', async () => {
    renderUi(<Controlled />);
    const [first, second] = screen.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(second!);
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(first!);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getAllByRole('button', { name: 'Hide password' })).toHaveLength(2);
  });

  it('says the passwords do not match as soon as the confirmation goes off track, and announces it', async () => {
    renderUi(<Controlled />);
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    const confirm = screen.getByLabelText('Confirm password');
    await userEvent.type(confirm, 'secr');
    expect(confirm).not.toHaveAttribute('aria-invalid');
    await userEvent.type(confirm, 'x');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('The passwords do not match');
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('The passwords do not match');
    await userEvent.type(confirm, '{Backspace}et1');
    expect(confirm).not.toHaveAttribute('aria-invalid');
  });

  it('flags a short password once the field is left, a missing confirmation on submit', async () => {
    const { rerender } = renderUi(<Controlled />);
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('The password must have at least 6 characters');
    rerender(<Controlled showErrors />);
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Enter the password again');
  });
});
