import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { paths, ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import { storyFeed } from '@/testing/realtime';
import { demoTraderSession, openStorySession, STORY_TOKEN, traderSession } from '../testing/session';
import { makeDepth } from '../testing/trade';
import TradePage from './TradePage';

const futures = paths.contract({ symbol: 'BTC/USDT', type: 'futures' });

/**
 * The trade tab on the demo exchange (frozen clock, the seeded trader signed in): seconds, futures and coins on
 * BTC/USDT. Stories that need orders place them through the story's own engine first.
 */
const meta = preview.meta({
  title: 'Pages/Trade/Trade',
  component: TradePage,
  parameters: { route: futures, session: traderSession },
  async beforeEach() {
    await openStorySession();
  },
  render: () => (
    <RouteHarness path={ROUTES.contract.path}>
      <TradePage />
    </RouteHarness>
  ),
});

/** The book the demo exchange would push, until the page's subscription is up (the same book each time). */
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
 * Futures, as mobile exchanges lay it out: the pair row (24 h change, chart), the contract ticket (20,000 USDT
 * available) beside the compact book with the last price between asks and bids; the whole order on one screen.
 */
export const Futures = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Open long' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Futures' })).toHaveAttribute('aria-selected', 'true');
    await pushBook(canvas);
    await expect(canvas.getByRole('button', { name: 'BTC/USDT chart' })).toBeVisible();
    await expect(await canvas.findByText('No open positions', {}, { timeout: 5000 })).toBeVisible();
  },
});

/** A 2-lot long opened a moment ago: its card with live P&L, TP/SL and Close. */
export const WithPosition = meta.story({
  async beforeEach() {
    const engine = await openStorySession();
    engine.trade.lever.submit(STORY_TOKEN, { share: '2', multiple: '10', type: '1', status: '1', currency_id: '1', legal_id: '3' });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Positions (1)' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close position' })).toBeVisible();
  },
});

/** Closing the position: asked first, then the result sheet with the realised P&L, the fee and the net. */
export const ClosedPosition = meta.story({
  async beforeEach() {
    const engine = await openStorySession();
    engine.trade.lever.submit(STORY_TOKEN, { share: '2', multiple: '10', type: '1', status: '1', currency_id: '1', legal_id: '3' });
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Close position' }, { timeout: 5000 }));
    const body = within(document.body);
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Close position' }));
    const sheet = within(await body.findByRole('dialog', { name: 'BTC/USDT position closed' }, { timeout: 5000 }));
    await expect(sheet.getByText('Realised P&L')).toBeVisible();
    await expect(sheet.getByText('Net after fees')).toBeVisible();
    await expect(await canvas.findByText('No open positions')).toBeInTheDocument();
  },
});

/** A resting limit order, with Cancel (the fee is not refunded). */
export const OpenOrder = meta.story({
  async beforeEach() {
    const engine = await openStorySession();
    engine.trade.lever.submit(STORY_TOKEN, { share: '1', multiple: '5', type: '1', status: '0', target_price: '80000', currency_id: '1', legal_id: '3' });
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Open orders' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('button', { name: 'Cancel order' })).toBeVisible();
  },
});

/** Opened on the sell side (`side=sell`): the ticket starts on short. */
export const ShortSide = meta.story({
  parameters: { route: paths.contract({ symbol: 'BTC/USDT', type: 'futures', side: 'sell' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Open short' }, { timeout: 5000 })).toBeVisible();
  },
});

/** Seconds (its screenshot masks a price chart's canvas, should the tab show one: `mask-chart`, as on the seconds page). */
export const Seconds = meta.story({
  tags: ['mask-chart'],
  parameters: { route: paths.contract({ symbol: 'BTC/USDT', type: 'seconds' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Buy up' }, { timeout: 5000 })).toBeVisible();
  },
});

/** A 60-second bet counting down (the clock is frozen, so it stays at its time). */
export const SecondsOpenBet = meta.story({
  tags: ['mask-chart'],
  parameters: { route: paths.contract({ symbol: 'BTC/USDT', type: 'seconds' }) },
  async beforeEach() {
    const engine = await openStorySession();
    engine.trade.micro.submit(STORY_TOKEN, { match_id: '1', currency_id: '3', type: '1', seconds: '60', number: '100' });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('timer', { name: 'Time left' }, { timeout: 5000 })).toBeVisible();
  },
});

/** Coins: the spot ticket beside the same compact book. */
export const Coins = meta.story({
  parameters: { route: paths.contract({ symbol: 'BTC/USDT', type: 'coins' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Buy BTC' }, { timeout: 5000 })).toBeVisible();
    await pushBook(canvas);
  },
});

export const CoinsOpenOrder = meta.story({
  parameters: { route: paths.contract({ symbol: 'BTC/USDT', type: 'coins' }) },
  async beforeEach() {
    const engine = await openStorySession();
    engine.trade.spot.place(STORY_TOKEN, { legal_id: '3', currency_id: '1', type: '1', target_price: '80000', amount: '0.01', order_type: 'limit' });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Cancel order' }, { timeout: 5000 })).toBeVisible();
  },
});

/** Another pair from the picker. */
export const PickPair = meta.story({
  play: async ({ canvas }) => {
    // The picker is named by the pair it shows once the markets have loaded (before that, "Choose a pair" and
    // an empty list).
    await userEvent.click(await canvas.findByRole('button', { name: /^BTC\/USDT.*choose another pair$/ }, { timeout: 5000 }));
    const sheet = within(await within(document.body).findByRole('dialog', { name: 'Choose a pair' }));
    await userEvent.click(sheet.getByRole('button', { name: /^ETH\/USDT/ }));
    await expect(await canvas.findByRole('button', { name: /^ETH\/USDT.*choose another pair$/ })).toBeVisible();
  },
});

/** A visitor: prices and book, and a way to log in instead of a ticket. */
export const SignedOut = meta.story({
  parameters: { session: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Log in' }, { timeout: 5000 })).toBeVisible();
  },
});

/** On the demo account: the header's switch says so (the shell shows the demo strip above the page). */
export const DemoAccount = meta.story({
  parameters: { session: demoTraderSession },
  async beforeEach() {
    await openStorySession({ demo: true });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Demo account' }, { timeout: 5000 })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/currency/quotation_new', () => delay('infinite')));
  },
});

export const MarketsError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/currency/quotation_new', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Markets could not be loaded.', {}, { timeout: 8000 })).toBeVisible();
  },
});

/** The trading account could not be read: the ticket's own error, with retry. */
export const AccountError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/lever/deal', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your trading account could not be loaded.', {}, { timeout: 8000 })).toBeVisible();
  },
});

/** The socket is down: stale marks, and the ticket says its figures are indicative. */
export const Stale = meta.story({
  parameters: { socket: 'disconnected' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/figures shown are indicative/, {}, { timeout: 5000 })).toBeVisible();
  },
});
