import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { RouteHarness as PageHarness } from '@/testing';
import {
  favoritesOk,
  makeMarket,
  manyMarkets,
  marketsFixture,
  ok,
  quotationOk,
  storySession,
  tickersFor,
} from '@/testing/marketWire';
import { toast } from '@/ui/Toast';
import { storyFeed } from '@/testing/realtime';
import { flashesSettled } from '@/testing/flashes';
import MarketPage from './MarketPage';
import { paths, ROUTES } from '@/lib/routes';

const QUOTATION = '*/api/currency/quotation_new';
const FAVORITES = '*/api/optional/list';

declare global {
  interface Window {
    /** Symbols of the Live50 story, for the UI benchmark (scripts/bench-ui.ts). */
    __benchSymbols?: string[];
  }
}

const meta = preview.meta({
  title: 'Pages/Market/Market',
  component: MarketPage,
  parameters: { route: ROUTES.market.path },
  render: () => (
    <PageHarness path={ROUTES.market.path}>
      <MarketPage />
    </PageHarness>
  ),
});

/** The spot list from the demo exchange (frozen clock: the same figures every run). */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /^BTC\/USDT/ }, { timeout: 5000 })).toHaveAttribute(
      'href',
      paths.chart({ symbol: 'BTC/USDT' }),
    );
    await expect(canvas.getByRole('tab', { name: 'Spot' })).toHaveAttribute('aria-selected', 'true');
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(QUOTATION, () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(QUOTATION, () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Markets could not be loaded.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
});

export const FavoritesSignedOut = meta.story({
  parameters: { route: paths.market({ tab: 'favorites' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Log in to see your favorites')).toBeVisible();
  },
});

export const FavoritesEmpty = meta.story({
  parameters: { route: paths.market({ tab: 'favorites' }), session: storySession },
  beforeEach({ msw }) {
    msw.use(http.get(FAVORITES, () => HttpResponse.json(ok([]))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No favorites yet', {}, { timeout: 5000 })).toBeVisible();
  },
});

export const Favorites = meta.story({
  parameters: { route: paths.market({ tab: 'favorites' }), session: storySession },
  beforeEach({ msw }) {
    msw.use(
      http.get(FAVORITES, () =>
        HttpResponse.json(
          favoritesOk([2, 1]), // ETH/USDT, then BTC/USDT
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Favorite ETH/USDT' }, { timeout: 5000 }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
});

/** Signed out, the star asks the visitor to log in. */
export const StarSignedOut = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Favorite BTC/USDT' }, { timeout: 5000 }),
    );
    await expect(await canvas.findByText('Please log in first')).toBeVisible();
    // 1.2 s later the guard opens the login page
    await expect(await canvas.findByText('→ /pages/common/login', {}, { timeout: 5000 })).toBeVisible();
    // the captured frame shows where the user lands, not the toast part-way through its 1.5 s
    toast.clear();
  },
});

export const Disconnected = meta.story({
  parameters: { socket: 'disconnected' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/reconnecting/i)).toBeVisible();
  },
});

export const Gainers = meta.story({
  parameters: { route: paths.market({ tab: 'gainers' }) },
  beforeEach({ msw }) {
    msw.use(http.get(QUOTATION, () => HttpResponse.json(quotationOk(marketsFixture))));
  },
});

export const SortedByChange = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(QUOTATION, () => HttpResponse.json(quotationOk(marketsFixture))));
  },
  play: async ({ canvas, userEvent }) => {
    const button = await canvas.findByRole('button', { name: /24h change/ });
    await userEvent.click(button);
    await expect(canvas.getByRole('columnheader', { name: /24h change/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(button);
    await expect(canvas.getByRole('columnheader', { name: /24h change/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
});

/** Long names and huge prices must not break the row. */
export const LongText = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get(QUOTATION, () =>
        HttpResponse.json(
          quotationOk([
            makeMarket('SUPERLONGCOIN', {
              name: 'An extremely long coin name',
              price: '123456789012.12345678',
              price_precision: 8,
              change: '-12345.67',
              volume: '987654321098765',
              sort: 1,
            }),
            makeMarket('SHIB', { price: '0.00000851', price_precision: 8, change: '999.99', sort: 2 }),
            ...marketsFixture,
          ]),
        ),
      ),
    );
  },
});

/**
 * 50 pairs for the UI benchmark: `window.__benchPush(tickers)` pushes a `daymarket` update through the
 * story's fixture transport. The captured frame shows one deterministic push on the rows on screen and half
 * a screen below; the rows further down have not heard it (out of view, a row does not listen).
 */
export const Live50 = meta.story({
  beforeEach({ msw }) {
    const markets = manyMarkets(50);
    msw.use(http.get(QUOTATION, () => HttpResponse.json(quotationOk(markets))));
    return () => {
      delete window.__benchSymbols;
    };
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: /^C01\/USDT/ }, { timeout: 5000 });
    const feed = storyFeed();
    window.__benchSymbols = manyMarkets(50).map((m) => m.symbol);
    feed.push('daymarket', tickersFor(manyMarkets(50), 1));
    await waitFor(() => expect(canvas.getAllByRole('row').length).toBe(51));
    await flashesSettled();
  },
});
