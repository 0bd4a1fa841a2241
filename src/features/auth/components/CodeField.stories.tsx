import { expect, fn } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { Pad } from '@/ui/_shared/stories';
import { ClockProvider } from '../testing';
import { FROZEN_NOW } from '@/testing/AccountPageHarness';
import { CodeField } from './CodeField';

/** On a frozen clock: a started countdown stays at its first second. */
const meta = preview.meta({
  title: 'Auth/CodeField',
  component: CodeField,
  args: { id: 'story-code', value: '', onChange: fn(), onSend: fn(async () => ({})), countdownKey: 'story' },
  decorators: [
    (Story) => (
      <ClockProvider now={() => FROZEN_NOW}>
        <Pad>{Story()}</Pad>
      </ClockProvider>
    ),
  ],
});

/** Digits only reach the form. */
export const Playground = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Verification code'), 'a');
    await expect(args.onChange).toHaveBeenCalledWith('');
  },
});

/** Sent: the button counts down to "Resend". */
export const CodeSent = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('button', { name: 'Resend in 60s' })).toHaveAttribute('aria-disabled', 'true');
  },
});

export const Invalid = meta.story({
  args: { value: '12', error: 'The verification code has 6 digits' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The verification code has 6 digits')).toBeVisible();
  },
});
