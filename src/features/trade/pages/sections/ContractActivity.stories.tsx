import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { openStorySession, STORY_TOKEN, traderSession } from '../../testing/session';
import { btcMarket, makeLeverOrder } from '../../testing/trade';
import { ContractActivity } from './ContractActivity';

const MY_TRADE = '*/api/lever/my_trade';

/** A 2-lot long at 10× and a 1-lot short at 20× with its stops set (the deal's figures, no push yet). */
const positions = [
  makeLeverOrder(),
  makeLeverOrder({
    id: 102,
    side: 'short',
    lots: '1',
    quantity: '0.001',
    leverage: 20,
    entryPrice: '94999.75',
    markPrice: '95120.00',
    margin: '4.7499875',
    originMargin: '4.7499875',
    fee: '0.09499975',
    pnl: '-0.12025',
    takeProfit: '90000.00',
    stopLoss: '97000.00',
  }),
];

/** A resting buy-long limit order at 80,000 on the story's demo exchange (the "Open orders" tab reads it there). */
async function withRestingOrder() {
  const engine = await openStorySession();
  engine.trade.lever.submit(STORY_TOKEN, {
    share: '3',
    multiple: '5',
    type: '1',
    status: '0',
    target_price: '80000',
    currency_id: '1',
    legal_id: '3',
  });
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
 * Under the futures ticket: the pair's positions (given by the deal the section read) and its resting orders (read
 * from the story's demo exchange, frozen clock), the seeded trader signed in.
 */
const meta = preview.meta({
  title: 'Trade/ContractActivity',
  component: ContractActivity,
  args: { market: btcMarket, positions },
  parameters: { session: traderSession },
  async beforeEach() {
    await openStorySession();
  },
});

/** Two positions, each with its live P&L, TP/SL and Close; the tab counts them. */
export const Positions = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Positions (2)' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('button', { name: 'Close position' })).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'All orders' })).toHaveAttribute(
      'href',
      '/pages/transaction/contract_order?symbol=BTC/USDT',
    );
  },
});

/** TP / SL opens its sheet over the list, for the position tapped. */
export const EditStops = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set TP / SL' }));
    const sheet = await within(document.body).findByRole(
      'dialog',
      { name: 'Take profit / stop loss' },
      { timeout: 5000 },
    );
    await expect(sheet).toBeVisible();
  },
});

/** "Open orders": the resting limit order, with Cancel. */
export const OpenOrders = meta.story({
  beforeEach: withRestingOrder,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Open orders' }));
    await expect(
      await canvas.findByRole('button', { name: 'Cancel order' }, { timeout: 5000 }),
    ).toBeVisible();
  },
});

/** Nothing open on the pair: each tab says so. */
export const Empty = meta.story({
  args: { positions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No open positions')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Open orders' }));
    await expect(await canvas.findByText('No open orders', {}, { timeout: 5000 })).toBeVisible();
  },
});

/** The open orders are still on their way: placeholders in their place. */
export const OrdersLoading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(MY_TRADE, () => delay('infinite')));
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Open orders' }));
    await expect(await placeholders(canvas)).toHaveTextContent('Open orders');
  },
});

/** The open orders could not be read: said, with Try again. */
export const OrdersError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(MY_TRADE, () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Open orders' }));
    await expect(await canvas.findByText('Orders could not be loaded.', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});
