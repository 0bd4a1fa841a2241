import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { paths, ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import { openStorySession, STORY_TOKEN, traderSession } from '../testing/session';
import ContractOrdersPage from './ContractOrdersPage';

/** A long and a short on BTC/USDT and a resting limit order, placed through the story's engine. */
async function withOrders() {
  const engine = await openStorySession();
  const base = { currency_id: '1', legal_id: '3', status: '1' };
  engine.trade.lever.submit(STORY_TOKEN, { ...base, share: '2', multiple: '10', type: '1' });
  engine.trade.lever.submit(STORY_TOKEN, { ...base, share: '1', multiple: '20', type: '2' });
  engine.trade.lever.submit(STORY_TOKEN, { ...base, share: '3', multiple: '5', type: '1', status: '0', target_price: '80000' });
}

const meta = preview.meta({
  title: 'Pages/Trade/ContractOrders',
  component: ContractOrdersPage,
  parameters: { route: paths.contractOrders(), session: traderSession },
  async beforeEach() {
    await openStorySession();
  },
  render: () => (
    <RouteHarness path={ROUTES.contractOrders.path}>
      <ContractOrdersPage />
    </RouteHarness>
  ),
});

/** Nothing open yet. */
export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No open positions', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close positions' })).toBeDisabled();
  },
});

export const Positions = meta.story({
  beforeEach: withOrders,
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('button', { name: 'Close position' }, { timeout: 5000 })).length).toBe(2);
  },
});

/** Close all / longs only / shorts only, each confirmed. */
export const CloseAll = meta.story({
  beforeEach: withOrders,
  play: async ({ canvas }) => {
    // The button is off until the positions have loaded.
    await canvas.findAllByRole('button', { name: 'Close position' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Close positions' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Close which positions?' })).toBeVisible();
  },
});

/** Current: the resting limit order, cancellable. */
export const Current = meta.story({
  beforeEach: withOrders,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Current' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('button', { name: 'Cancel order' })).toBeVisible();
  },
});

export const All = meta.story({
  beforeEach: withOrders,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'All' }, { timeout: 5000 }));
    await expect(await canvas.findByText('No more data')).toBeVisible();
  },
});

export const History = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'History' }, { timeout: 5000 }));
    await expect(await canvas.findByText('No orders yet')).toBeVisible();
  },
});

/** One pair only (`?symbol=`), with the way back to every pair. */
export const OnePair = meta.story({
  parameters: { route: paths.contractOrders({ symbol: 'BTC/USDT' }) },
  beforeEach: withOrders,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Showing BTC/USDT only', {}, { timeout: 5000 })).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/lever/my_trade', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Orders could not be loaded.', {}, { timeout: 8000 })).toBeVisible();
  },
});
