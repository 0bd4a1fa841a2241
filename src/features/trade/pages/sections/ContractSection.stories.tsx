import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { storyFeed } from '@/testing/realtime';
import { openStorySession, STORY_TOKEN, traderSession } from '../../testing/session';
import { btcMarket, makeDepth } from '../../testing/trade';
import { ContractSection } from './ContractSection';

const DEAL = '*/api/lever/deal';

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
 * The futures tab's body on BTC/USDT: the contract ticket beside the compact book, then the pair's positions and open
 * orders, on the story's demo exchange (frozen clock), the seeded trader signed in.
 */
const meta = preview.meta({
  title: 'Trade/ContractSection',
  component: ContractSection,
  args: { market: btcMarket, side: 'long' as const },
  argTypes: { side: { control: 'inline-radio', options: ['long', 'short'] } },
  parameters: { session: traderSession },
  async beforeEach() {
    await openStorySession();
  },
});

/** Nothing open yet: the ticket (20,000 USDT available) and the book, "No open positions" below. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Open long' }, { timeout: 5000 })).toBeVisible();
    await pushBook(canvas);
    await expect(await canvas.findByText('No open positions', {}, { timeout: 5000 })).toBeVisible();
  },
});

/** Opened on the short side. */
export const Short = meta.story({
  args: { side: 'short' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Open short' }, { timeout: 5000 })).toBeVisible();
  },
});

/** A long and a short open, and a resting limit order: the positions' tab counts two. */
export const WithPositions = meta.story({
  async beforeEach() {
    const engine = await openStorySession();
    const base = { currency_id: '1', legal_id: '3', status: '1' };
    engine.trade.lever.submit(STORY_TOKEN, { ...base, share: '2', multiple: '10', type: '1' });
    engine.trade.lever.submit(STORY_TOKEN, { ...base, share: '1', multiple: '20', type: '2' });
    engine.trade.lever.submit(STORY_TOKEN, {
      ...base,
      share: '3',
      multiple: '5',
      type: '1',
      status: '0',
      target_price: '80000',
    });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Positions (2)' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Close position' })).toHaveLength(2);
  },
});

/** A visitor: the book, and a way to log in instead of a ticket; no positions section. */
export const SignedOut = meta.story({
  parameters: { session: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/pages/common/login',
    );
    await expect(canvas.queryByRole('heading', { name: 'Positions and orders' })).not.toBeInTheDocument();
  },
});

/** The trading account is on its way: placeholders in the ticket's place. */
export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(DEAL, () => delay('infinite')));
  },
});

/** The trading account could not be read: the ticket's own error, with Try again. */
export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(DEAL, () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your trading account could not be loaded.', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

/** The socket is down: the book is unavailable and the ticket says its figures are indicative. */
export const Stale = meta.story({
  parameters: { socket: 'disconnected' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/figures shown are indicative/, {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Order book unavailable while offline')).toBeVisible();
  },
});
