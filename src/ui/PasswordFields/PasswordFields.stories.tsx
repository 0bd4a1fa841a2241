import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { PasswordFields, type PasswordFieldsProps } from './PasswordFields';

/** Holds both values so typing works; each change also reaches its spy. */
function Controlled(props: PasswordFieldsProps) {
  const [password, setPassword] = useState(props.password);
  const [confirm, setConfirm] = useState(props.confirm);
  return (
    <PasswordFields
      {...props}
      password={password}
      confirm={confirm}
      onPasswordChange={(v) => {
        setPassword(v);
        props.onPasswordChange(v);
      }}
      onConfirmChange={(v) => {
        setConfirm(v);
        props.onConfirmChange(v);
      }}
    />
  );
}

const meta = preview.meta({
  title: 'UI/PasswordFields',
  component: PasswordFields,
  args: { password: '', confirm: '', showErrors: false, disabled: false, onPasswordChange: fn(), onConfirmChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('At least 6 characters');
    await expect(canvas.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
  },
});
export const Filled = meta.story({ args: { password: 'secret123', confirm: 'secret123' } });
export const Mismatch = meta.story({
  args: { password: 'secret123', confirm: 'secret12x' },
  play: async ({ canvas }) => {
    const confirm = canvas.getByLabelText('Confirm password');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription('The passwords do not match');
  },
});
export const ErrorsAfterSubmit = meta.story({
  args: { password: 'abc', confirm: '', showErrors: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('The password must have at least 6 characters');
    await expect(canvas.getByLabelText('Confirm password')).toHaveAccessibleDescription('Enter the password again');
  },
});
export const ServerError = meta.story({ args: { password: 'secret123', confirm: 'secret123', error: 'This password was found in a data breach. Choose another.' } });
export const Disabled = meta.story({
  args: { password: 'secret123', confirm: 'secret123', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByLabelText('Confirm password')).toBeDisabled();
  },
});
export const LongText = meta.story({
  args: {
    passwordLabel: 'New login password (used on every device where you sign in)',
    confirmLabel: 'Type the same new login password again to make sure there is no typo',
    password: 'abc',
    confirm: 'abd',
    showErrors: true,
  },
});
export const Pseudo = meta.story({ args: { password: 'abc', confirm: 'abd', showErrors: true }, globals: { locale: 'pseudo' } });

export const ShowHide = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  args: { password: 'secret123', confirm: 'secret123' },
  play: async ({ canvas, userEvent }) => {
    const [showPassword, showConfirm] = canvas.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(showConfirm!);
    await expect(canvas.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(showPassword!);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
});

export const TypingMismatch = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'secret123');
    const confirm = canvas.getByLabelText('Confirm password');
    await userEvent.type(confirm, 'secret');
    // still typing the same characters: no error yet
    await expect(confirm).not.toHaveAttribute('aria-invalid');
    await userEvent.type(confirm, 'x');
    await expect(confirm).toHaveAccessibleDescription('The passwords do not match');
    await userEvent.type(confirm, '{Backspace}123');
    await expect(confirm).not.toHaveAttribute('aria-invalid');
    await expect(args.onConfirmChange).toHaveBeenLastCalledWith('secret123');
  },
});
