import { expect, fn, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { FROZEN_NOW } from '../_shared/storyClock';
import { Pad } from '../_shared/stories';
import { EntrustCard } from './EntrustCard';

const meta = preview.meta({
  title: 'UI/EntrustCard',
  component: EntrustCard,
  args: {
    base: 'BTC',
    quote: 'USDT',
    side: 'buy' as const,
    type: 'limit' as const,
    price: '67500.00',
    amount: '0.250000',
    filled: '0.100000',
    status: 'partial' as const,
    createdAt: FROZEN_NOW,
    onCancel: fn(),
  },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const Pending = meta.story({ args: { status: 'pending', filled: '0' } });
export const Partial = meta.story({});
export const Filled = meta.story({ args: { status: 'filled', filled: '0.250000' } });
export const Cancelled = meta.story({ args: { status: 'cancelled', side: 'sell' } });
export const MarketShort = meta.story({ args: { side: 'short', type: 'market', price: null, status: 'pending', filled: '0' } });
export const Cancelling = meta.story({ args: { cancelling: true } });
export const Pseudo = meta.story({ globals: { locale: 'pseudo' } });
export const CancelFlow = meta.story({
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(/not refunded/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
});
