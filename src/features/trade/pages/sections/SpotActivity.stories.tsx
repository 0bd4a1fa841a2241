import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { openStorySession, STORY_TOKEN, traderSession } from '../../testing/session';
import { btcMarket } from '../../testing/trade';
import { SpotActivity } from './SpotActivity';

const COIN_LIST = '*/api/coin/list';

/** Two resting limit buys below the price, placed through the story's demo exchange. */
async function withOpenOrders() {
  const engine = await openStorySession();
  const buy = { legal_id: '3', currency_id: '1', type: '1', order_type: 'limit' };
  engine.trade.spot.place(STORY_TOKEN, { ...buy, target_price: '80000', amount: '0.01' });
  engine.trade.spot.place(STORY_TOKEN, { ...buy, target_price: '85000', amount: '0.005' });
}

/** The list's placeholders: a live region marked busy, announced once with the list's name. */
async function placeholders(canvas: ReturnType<typeof within>) {
  return waitFor(() => {
    const busy = canvas
      .getAllByRole('status')
      .find((el: HTMLElement) => el.getAttribute('aria-busy') === 'true');
    expect(busy).toBeDefined();
    return busy!;
  });
}

/**
 * Under the spot ticket: the pair's resting orders on the story's demo exchange (frozen clock), the seeded trader
 * signed in.
 */
const meta = preview.meta({
  title: 'Trade/SpotActivity',
  component: SpotActivity,
  args: { market: btcMarket },
  parameters: { session: traderSession },
  async beforeEach() {
    await openStorySession();
  },
});

/** The resting orders, each with Cancel, and the way to every order of the pair. */
export const OpenOrders = meta.story({
  beforeEach: withOpenOrders,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Cancel order' })).toHaveLength(2), {
      timeout: 5000,
    });
    await expect(canvas.getByRole('link', { name: 'All orders' })).toHaveAttribute(
      'href',
      '/pages/transaction/currency_order?symbol=BTC/USDT',
    );
  },
});

/** Cancel, confirmed: the order leaves the list. */
export const CancelOrder = meta.story({
  async beforeEach() {
    const engine = await openStorySession();
    engine.trade.spot.place(STORY_TOKEN, {
      legal_id: '3',
      currency_id: '1',
      type: '1',
      order_type: 'limit',
      target_price: '80000',
      amount: '0.01',
    });
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel order' }, { timeout: 5000 }));
    const dialog = within(
      await within(document.body).findByRole('alertdialog', { name: 'Cancel this order?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await expect(await canvas.findByText('No open orders', {}, { timeout: 5000 })).toBeVisible();
  },
});

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No open orders', {}, { timeout: 5000 })).toBeVisible();
  },
});

/** The orders are on their way: placeholders, announced once. */
export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(COIN_LIST, () => delay('infinite')));
  },
  play: async ({ canvas }) => {
    await expect(await placeholders(canvas)).toHaveTextContent('Open orders');
    await expect(canvas.queryByText('No open orders')).not.toBeInTheDocument();
  },
});

/** The orders could not be read: said, with Try again. */
export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(COIN_LIST, () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Orders could not be loaded.', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});
