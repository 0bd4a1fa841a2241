import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { paths, ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import { openStorySession, STORY_TOKEN, traderSession } from '../testing/session';
import SecondsOrdersPage from './SecondsOrdersPage';

const meta = preview.meta({
  title: 'Pages/Trade/SecondsOrders',
  component: SecondsOrdersPage,
  parameters: { route: paths.secondsOrders(), session: traderSession },
  async beforeEach() {
    await openStorySession();
  },
  render: () => (
    <RouteHarness path={ROUTES.secondsOrders.path}>
      <SecondsOrdersPage />
    </RouteHarness>
  ),
});

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No open contracts', {}, { timeout: 5000 })).toBeVisible();
  },
});

/** An open bet counting down (frozen clock). */
export const Open = meta.story({
  async beforeEach() {
    const engine = await openStorySession();
    engine.trade.micro.submit(STORY_TOKEN, { match_id: '1', currency_id: '3', type: '2', seconds: '30', number: '50' });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('timer', { name: 'Time left' }, { timeout: 5000 })).toBeVisible();
  },
});

export const History = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'History' }, { timeout: 5000 }));
    await expect(await canvas.findByText('No settled contracts yet')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/microtrade/lists', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Orders could not be loaded.', {}, { timeout: 8000 })).toBeVisible();
  },
});
