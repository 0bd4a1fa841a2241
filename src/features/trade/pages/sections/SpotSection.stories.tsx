import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { storyFeed } from '@/testing/realtime';
import { openStorySession, STORY_TOKEN, traderSession } from '../../testing/session';
import { btcMarket, makeDepth } from '../../testing/trade';
import { SpotSection } from './SpotSection';

const WALLETS = '*/api/wallet/list';

/** The book the demo exchange would push, until the section's subscription is up (the same book each time). */
async function pushBook(canvas: ReturnType<typeof within>) {
  await waitFor(
    () => {
      storyFeed().push('market_depth:BTC/USDT', makeDepth());
      expect(within(canvas.getByRole('table', { name: 'Bids' })).getAllByRole('row')).toHaveLength(9);
    },
    { timeout: 5000 },
  );
}

/**
 * Coins on BTC/USDT: the spot ticket beside the compact book, then the pair's resting orders, on the story's demo
 * exchange (frozen clock), the seeded trader signed in.
 */
const meta = preview.meta({
  title: 'Trade/SpotSection',
  component: SpotSection,
  args: { market: btcMarket, side: 'buy' as const },
  argTypes: { side: { control: 'inline-radio', options: ['buy', 'sell'] } },
  parameters: { session: traderSession },
  async beforeEach() {
    await openStorySession();
  },
});

/** The buy ticket and the book; no resting order yet. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Buy BTC' }, { timeout: 5000 })).toBeVisible();
    await pushBook(canvas);
    await expect(await canvas.findByText('No open orders', {}, { timeout: 5000 })).toBeVisible();
  },
});

/** Opened on the sell side; the section keeps the side the ticket switches to. */
export const Sell = meta.story({
  args: { side: 'sell' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Sell BTC' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Buy' }));
    await expect(canvas.getByRole('button', { name: 'Buy BTC' })).toBeVisible();
  },
});

/** A resting limit buy below the price, with Cancel. */
export const WithOpenOrder = meta.story({
  async beforeEach() {
    const engine = await openStorySession();
    engine.trade.spot.place(STORY_TOKEN, {
      legal_id: '3',
      currency_id: '1',
      type: '1',
      target_price: '80000',
      amount: '0.01',
      order_type: 'limit',
    });
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Cancel order' }, { timeout: 5000 }),
    ).toBeVisible();
  },
});

/** A visitor: the book, and a way to log in instead of a ticket; no orders section. */
export const SignedOut = meta.story({
  parameters: { session: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/pages/common/login',
    );
    await expect(canvas.queryByRole('heading', { name: 'Open orders' })).not.toBeInTheDocument();
  },
});

/** The balances are on their way: placeholders in the ticket's place. */
export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(WALLETS, () => delay('infinite')));
  },
});

/** The balances could not be read: the ticket's own error, with Try again. */
export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(WALLETS, () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your trading account could not be loaded.', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});
