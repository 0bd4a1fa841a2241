import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { feedFixture, leverPush, makeLeverOrder } from '../../testing/trade';
import { CloseAllBar } from '.';

const meta = preview.meta({
  title: 'Trade/CloseAllBar',
  component: CloseAllBar,
  args: {
    feed: feedFixture(),
    risk: { riskRate: '182.50', pnlTotal: '12.3400', marginTotal: '190.00' },
    count: 3,
    onCloseAll: fn(async () => 'ok'),
    pending: false,
  },
});

export const Playground = meta.story({});
export const Default = meta.story({});
export const Live = meta.story({ args: { feed: feedFixture(leverPush([makeLeverOrder()], () => '-2.1', '96.40')) } });
export const NoPositions = meta.story({ args: { count: 0 } });
export const Stale = meta.story({ args: { feed: feedFixture(undefined, true) } });
export const Pending = meta.story({ args: { pending: true } });

/** All, longs only or shorts only; each asks again. */
export const ChooseScope = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close positions' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Close which positions?' })).toBeVisible();
  },
});
