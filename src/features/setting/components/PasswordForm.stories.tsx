import { expect, fn } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { accountSession, withAccount } from '../testing/session';
import { PasswordForm } from './PasswordForm';

/** Signed in as the demo user on the story's demo exchange, which checks the current password. */
const meta = preview.meta({
  title: 'Setting/PasswordForm',
  component: PasswordForm,
  args: { mode: 'login' as const, onDone: fn() },
  argTypes: { mode: { control: 'inline-radio', options: ['login', 'pay'] } },
  parameters: { session: accountSession },
  beforeEach: withAccount(),
});

export const Playground = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('At least 6 characters. Other devices will be logged out.')).toBeVisible();
  },
});

/** The pay password: six digits, proven with the login password. */
export const PayPassword = meta.story({
  args: { mode: 'pay' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('New pay password'), '12ab');
    await userEvent.click(canvas.getByRole('button', { name: 'Save pay password' }));
    await expect(await canvas.findByText('Use exactly 6 digits')).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
});

export const Invalid = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('New login password'), 'abc');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'abd');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Please enter your current login password')).toBeVisible();
    await expect(canvas.getByText('At least 6 characters')).toBeVisible();
    await expect(canvas.getByText('The two passwords are inconsistent')).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
});

/** The demo exchange refuses a wrong current password: its text in the form, the values kept. */
export const WrongCurrent = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Current login password'), 'not-my-password');
    await userEvent.type(canvas.getByLabelText('New login password'), 'brand-new-1');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'brand-new-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('The current login password is incorrect', {}, { timeout: 10000 })).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
});
