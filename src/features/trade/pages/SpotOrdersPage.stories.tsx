import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { paths, ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import { openStorySession, STORY_TOKEN, traderSession } from '../testing/session';
import SpotOrdersPage from './SpotOrdersPage';

/** A resting buy below the price and a sell that fills at once. */
async function withOrders() {
  const engine = await openStorySession();
  engine.trade.spot.place(STORY_TOKEN, { legal_id: '3', currency_id: '1', type: '1', target_price: '80000', amount: '0.01', order_type: 'limit' });
  engine.trade.spot.place(STORY_TOKEN, { legal_id: '3', currency_id: '1', type: '2', target_price: '1', amount: '0.02', order_type: 'market' });
}

const meta = preview.meta({
  title: 'Pages/Trade/SpotOrders',
  component: SpotOrdersPage,
  parameters: { route: paths.spotOrders(), session: traderSession },
  async beforeEach() {
    await openStorySession();
  },
  render: () => (
    <RouteHarness path={ROUTES.spotOrders.path}>
      <SpotOrdersPage />
    </RouteHarness>
  ),
});

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No open orders', {}, { timeout: 5000 })).toBeVisible();
  },
});

export const Open = meta.story({
  beforeEach: withOrders,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Cancel order' }, { timeout: 5000 })).toBeVisible();
  },
});

export const All = meta.story({
  beforeEach: withOrders,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'All' }, { timeout: 5000 }));
    await expect(await canvas.findByText('No more data')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/coin/list', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Orders could not be loaded.', {}, { timeout: 8000 })).toBeVisible();
  },
});
