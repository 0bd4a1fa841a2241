import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { refusal } from '@/testing';
import { openStorySession, STORY_TOKEN, traderSession } from '../../testing/session';
import { btcMarket } from '../../testing/trade';
import { SecondsSection } from './SecondsSection';

const PAY_CURRENCIES = '*/api/microtrade/payable_currencies';
const DURATIONS = '*/api/microtrade/seconds';

/**
 * Seconds contracts on BTC/USDT: the ticket, then the open bets counting down, on the story's demo exchange (frozen
 * clock: a countdown holds still), the seeded trader signed in. With `chart`, the pair's price chart above (its
 * canvas masked in the screenshot, `mask-chart`, as on the seconds page; the chart's own stories keep it).
 */
const meta = preview.meta({
  title: 'Trade/SecondsSection',
  component: SecondsSection,
  args: { market: btcMarket, chart: false },
  parameters: { session: traderSession },
  async beforeEach() {
    await openStorySession();
  },
});

/** The ticket (as on the trade tab), and "No open contracts" below. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Buy up' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buy down' })).toBeVisible();
    await expect(await canvas.findByText('No open contracts', {}, { timeout: 5000 })).toBeVisible();
  },
});

/** With the chart (the seconds page): the time-share line first, 1, 5 and 15-minute candles a tap away. */
export const WithChart = meta.story({
  tags: ['mask-chart'],
  args: { chart: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show chart' }, { timeout: 5000 }));
    await expect(
      await canvas.findByRole('img', { name: 'BTC/USDT price chart, Time' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Time' })).toBeChecked();
    await expect(await canvas.findByRole('button', { name: 'Buy up' }, { timeout: 5000 })).toBeVisible();
  },
});

/** A 60-second bet running: its card counts down under "Open contracts". */
export const OpenBet = meta.story({
  async beforeEach() {
    const engine = await openStorySession();
    engine.trade.micro.submit(STORY_TOKEN, {
      match_id: '1',
      currency_id: '3',
      type: '1',
      seconds: '60',
      number: '100',
    });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('timer', { name: 'Time left' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All contracts' })).toHaveAttribute(
      'href',
      '/pages/transaction/seconds_order?symbol=BTC/USDT',
    );
  },
});

/** No duration is on offer (the server's answer): said in place of the ticket. */
export const ClosedMarket = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(DURATIONS, () => HttpResponse.json(refusal('No seconds contract is enabled'))));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Seconds contracts are not available right now.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Buy up' })).not.toBeInTheDocument();
  },
});

/** A visitor: a way to log in instead of a ticket; no open contracts. */
export const SignedOut = meta.story({
  parameters: { session: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/pages/common/login',
    );
    await expect(canvas.queryByRole('heading', { name: 'Open contracts' })).not.toBeInTheDocument();
  },
});

/** The ticket's currencies are on their way: placeholders in its place. */
export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(PAY_CURRENCIES, () => delay('infinite')));
  },
});

/** The ticket's currencies could not be read: its own error, with Try again. */
export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(PAY_CURRENCIES, () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your trading account could not be loaded.', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});
