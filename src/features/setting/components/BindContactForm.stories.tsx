import { expect, fn } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { AccountPageHarness } from '@/testing/AccountPageHarness';
import { accountSession, withAccount } from '../testing/session';
import { BindContactForm } from './BindContactForm';

/**
 * Signed in as the demo user (e-mail bound, no phone); the auth harness freezes the send-code clock and mounts
 * the area picker the calling-code button opens.
 */
const meta = preview.meta({
  title: 'Setting/BindContactForm',
  component: BindContactForm,
  args: { kind: 'mobile' as const, onDone: fn() },
  argTypes: { kind: { control: 'inline-radio', options: ['mobile', 'email'] } },
  parameters: { session: accountSession },
  beforeEach: withAccount(),
  decorators: [(Story) => <AccountPageHarness path="/">{Story()}</AccountPageHarness>],
});

export const Playground = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('We will text a verification code to this number.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Calling code: United States +1' })).toBeVisible();
  },
});

export const Email = meta.story({ args: { kind: 'email' } });

/** Checked before a code is sent, and again on binding: each problem in the UI language. */
export const Invalid = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Phone number'), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText('Please enter a valid mobile number for the chosen country code')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Bind phone' }));
    await expect(await canvas.findByText('Enter the 6-digit code')).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
});
