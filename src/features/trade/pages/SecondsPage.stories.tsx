import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { paths, ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import { openStorySession, STORY_TOKEN, traderSession } from '../testing/session';
import SecondsPage from './SecondsPage';

const meta = preview.meta({
  title: 'Pages/Trade/Seconds',
  component: SecondsPage,
  parameters: { route: paths.seconds({ symbol: 'BTC/USDT' }), session: traderSession },
  async beforeEach() {
    await openStorySession();
  },
  render: () => (
    <RouteHarness path={ROUTES.seconds.path}>
      <SecondsPage />
    </RouteHarness>
  ),
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Buy down' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText('No open contracts')).toBeVisible();
  },
});

/** A 60-second bet running (frozen clock: the countdown holds still). */
export const OpenBets = meta.story({
  async beforeEach() {
    const engine = await openStorySession();
    engine.trade.micro.submit(STORY_TOKEN, { match_id: '1', currency_id: '3', type: '1', seconds: '60', number: '100' });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('timer', { name: 'Time left' }, { timeout: 5000 })).toBeVisible();
  },
});

/** A visitor sees the pair and a way to log in, and stays on the page (nothing asks for their data). */
export const SignedOut = meta.story({
  parameters: { session: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Log in' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^BTC\/USDT.*choose another pair$/ })).toBeVisible();
  },
});
