import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { Pad } from '@/ui/_shared/stories';
import { btcMarket, makeSpotOrder } from '../../testing/trade';
import { SpotOrderCard } from '.';

const meta = preview.meta({
  title: 'Trade/SpotOrderCard',
  component: SpotOrderCard,
  args: { order: makeSpotOrder(), market: btcMarket, onCancel: fn(async () => 'ok') },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const Open = meta.story({});
export const Filled = meta.story({ args: { order: makeSpotOrder({ side: 'sell', status: 'filled', fillPrice: '95000.00', fee: '0.95' }) } });
export const Cancelled = meta.story({ args: { order: makeSpotOrder({ status: 'cancelled' }) } });
export const Cancelling = meta.story({ args: { cancelling: true } });

export const CancelConfirm = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    await expect(await within(document.body).findByRole('alertdialog', { name: 'Cancel this order?' })).toBeVisible();
  },
});
