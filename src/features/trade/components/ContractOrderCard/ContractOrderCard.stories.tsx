import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { Pad } from '@/ui/_shared/stories';
import { btcMarket, makeLeverOrder, T0 } from '../../testing/trade';
import { ContractOrderCard } from '.';

const pending = makeLeverOrder({ status: 'pending', entryPrice: '94000.00', openedAt: null, pnl: '0' });

const meta = preview.meta({
  title: 'Trade/ContractOrderCard',
  component: ContractOrderCard,
  args: { order: pending, market: btcMarket, onCancel: fn(async () => 'ok') },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const Pending = meta.story({});
export const Open = meta.story({ args: { order: makeLeverOrder() } });
export const ClosedProfit = meta.story({ args: { order: makeLeverOrder({ status: 'closed', pnl: '4.25', closedAt: T0 }) } });
export const ClosedLoss = meta.story({ args: { order: makeLeverOrder({ side: 'short', status: 'closed', pnl: '-3.5', closedAt: T0 }) } });
export const Cancelled = meta.story({ args: { order: { ...pending, status: 'cancelled', closedAt: T0 } } });

/** Cancel asks first and says the fee is not refunded. */
export const CancelConfirm = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Cancel this order?' }));
    await expect(dialog.getByText(/is not refunded/)).toBeVisible();
  },
});
