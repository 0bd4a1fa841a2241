import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { storyFeed } from '@/testing/realtime';
import { Pad } from '@/ui/_shared/stories';
import { makeDepth } from '../../testing/trade';
import { CompactBook } from '.';

/** The book beside the trade ticket: BTC/USDT in a column as wide as the trade screen gives it (42 %). */
const meta = preview.meta({
  title: 'Trade/CompactBook',
  component: CompactBook,
  args: { symbol: 'BTC/USDT', base: 'BTC', quote: 'USDT', priceDecimals: 2, amountDecimals: 4 },
  decorators: [
    (Story) => (
      <Pad>
        <div style={{ width: '42%' }}>{Story()}</div>
      </Pad>
    ),
  ],
});

/** Nine levels a side, the last price (from the markets snapshot) between them, labelled as demo data. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    // pushed until the book's subscription is up (the same book each time)
    await waitFor(() => {
      storyFeed().push('market_depth:BTC/USDT', makeDepth());
      expect(within(canvas.getByRole('table', { name: 'Bids' })).getAllByRole('row')).toHaveLength(9);
    });
    await expect(within(canvas.getByRole('table', { name: 'Asks' })).getAllByRole('row')).toHaveLength(9);
    await expect(canvas.getByText('Price (USDT)')).toBeVisible();
    await expect(canvas.getByText('Demo data')).toBeVisible();
  },
});

/** No book yet: its place is kept and the wait is said. */
export const Waiting = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for the order book…')).toBeVisible();
  },
});

export const Offline = meta.story({
  parameters: { socket: 'disconnected' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Order book unavailable while offline')).toBeVisible();
  },
});

export const Pseudo = meta.story({ globals: { locale: 'pseudo' } });
