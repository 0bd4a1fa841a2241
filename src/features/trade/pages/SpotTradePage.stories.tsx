import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { paths, ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import { openStorySession, traderSession } from '../testing/session';
import { SpotBuyPage, SpotSellPage } from './SpotTradePage';

/** `currency` (the ticket on the buy side) and `currency2` (on the sell side) for one pair. */
const meta = preview.meta({
  title: 'Pages/Trade/SpotTrade',
  component: SpotBuyPage,
  parameters: { route: paths.spotTrade({ symbol: 'BTC/USDT' }), session: traderSession },
  async beforeEach() {
    await openStorySession();
  },
  render: () => (
    <RouteHarness path={ROUTES.spotTrade.path}>
      <SpotBuyPage />
    </RouteHarness>
  ),
});

export const Buy = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Buy BTC' }, { timeout: 5000 })).toBeVisible();
  },
});

export const Sell = meta.story({
  parameters: { route: paths.spotTrade2({ symbol: 'BTC/USDT' }) },
  render: () => (
    <RouteHarness path={ROUTES.spotTrade2.path}>
      <SpotSellPage />
    </RouteHarness>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Sell BTC' }, { timeout: 5000 })).toBeVisible();
  },
});

export const SignedOut = meta.story({
  parameters: { session: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Log in' }, { timeout: 5000 })).toBeVisible();
  },
});
