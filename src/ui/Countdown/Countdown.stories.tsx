import { expect, fn, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { FROZEN_NOW, createClock } from '../_shared/storyClock';
import { Countdown } from './Countdown';

const clock = createClock();
const meta = preview.meta({
  title: 'UI/Countdown',
  component: Countdown,
  args: { endAt: FROZEN_NOW + 3_725_000, now: clock.now, label: 'Time left to pay', onExpire: fn() },
  beforeEach: () => clock.set(FROZEN_NOW),
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});
export const Playground = meta.story({});
export const WithRing = meta.story({ args: { endAt: FROZEN_NOW + 45_000, totalMs: 60_000, size: 'lg' } });
export const Expired = meta.story({ args: { endAt: FROZEN_NOW - 1_000, totalMs: 60_000 } });
export const ExpiryCallback = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  args: { endAt: FROZEN_NOW + 2_000, totalMs: 60_000 },
  play: async ({ canvas, args }) => {
    const timer = canvas.getByRole('timer', { name: 'Time left to pay' });
    await expect(timer).toHaveTextContent('00:00:02');
    clock.advance(2_000);
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledOnce());
    await expect(timer).toHaveTextContent('00:00:00');
  },
});
