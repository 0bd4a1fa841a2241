import { expect, fn, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { FROZEN_NOW, createClock } from '../_shared/storyClock';
import { SendCodeButton } from './SendCodeButton';

const clock = createClock();

const meta = preview.meta({
  title: 'UI/SendCodeButton',
  component: SendCodeButton,
  args: { onSend: fn(async () => {}), now: clock.now },
  beforeEach: () => {
    clock.set(FROZEN_NOW);
  },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const Counting = meta.story({ args: { initialEndAt: FROZEN_NOW + 42_000 } });
export const Sending = meta.story({
  args: { onSend: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-busy', 'true');
  },
});
export const Disabled = meta.story({ args: { disabled: true } });
export const Primary = meta.story({ args: { variant: 'primary', size: 'md' } });

export const CountdownExpiry = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const counting = await canvas.findByRole('button', { name: 'Resend in 60s' });
    await expect(counting).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(counting);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    clock.advance(30_000);
    await canvas.findByRole('button', { name: 'Resend in 30s' });
    clock.advance(30_000);
    const resend = await canvas.findByRole('button', { name: 'Resend code' });
    await waitFor(() => expect(resend).not.toHaveAttribute('aria-disabled'));
  },
});

export const FailedSendDoesNotCount = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  args: { onSend: fn(async () => Promise.reject(new Error('rate limited'))) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledOnce());
    await expect(await canvas.findByRole('button', { name: 'Send code' })).not.toHaveAttribute('aria-disabled');
  },
});
