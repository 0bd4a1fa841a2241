import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { STORAGE_KEYS } from '@/state/storage';
import { RouteHarness as PageHarness } from '@/testing';
import SearchPage from './SearchPage';
import { ROUTES } from '@/lib/routes';

const QUOTATION = '*/api/currency/quotation_new';

const meta = preview.meta({
  title: 'Pages/Market/Search',
  component: SearchPage,
  parameters: { route: ROUTES.search.path },
  beforeEach() {
    localStorage.removeItem(STORAGE_KEYS.recentSymbols);
  },
  render: () => (
    <PageHarness path={ROUTES.search.path}>
      <SearchPage />
    </PageHarness>
  ),
});

/** Nothing typed: hot search (top turnover). */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Hot search' })).toBeVisible();
  },
});

export const RecentlyViewed = meta.story({
  beforeEach() {
    localStorage.setItem(STORAGE_KEYS.recentSymbols, JSON.stringify(['ETH/USDT', 'BTC/USDT', 'AAPL/USDT']));
    return () => localStorage.removeItem(STORAGE_KEYS.recentSymbols);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'ETH/USDT' }, { timeout: 5000 })).toBeVisible();
  },
});

export const ClearHistory = meta.story({
  beforeEach() {
    localStorage.setItem(STORAGE_KEYS.recentSymbols, JSON.stringify(['ETH/USDT']));
    return () => localStorage.removeItem(STORAGE_KEYS.recentSymbols);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Clear recently viewed' }, { timeout: 5000 }),
    );
    await expect(canvas.queryByRole('heading', { name: 'Recently viewed' })).toBeNull();
  },
});

export const Results = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Hot search' }, { timeout: 5000 });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search pairs' }), 'eth');
    // Hot search lists ETH/USDT too: look only inside the results, which replace it once the query applies.
    const results = await canvas.findByRole('region', { name: 'Search results' });
    await expect(within(results).getByRole('link', { name: /^ETH\/USDT/ })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Hot search' })).toBeNull();
  },
});

export const NoResults = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Hot search' }, { timeout: 5000 });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search pairs' }), 'zzzz');
    await expect(await canvas.findByText('Nothing matches “zzzz”')).toBeVisible();
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
