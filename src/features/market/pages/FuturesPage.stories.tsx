import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { RouteHarness as PageHarness } from '@/testing';
import FuturesPage from './FuturesPage';
import { paths, ROUTES } from '@/lib/routes';

const QUOTATION = '*/api/currency/quotation_new';

const meta = preview.meta({
  title: 'Pages/Market/Futures',
  component: FuturesPage,
  parameters: { route: ROUTES.futures.path },
  render: () => (
    <PageHarness path={ROUTES.futures.path}>
      <FuturesPage />
    </PageHarness>
  ),
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Perpetual futures' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /^ETH\/USDT/ }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^ARB\/USDT/ })).toBeNull();
  },
});

/** The home "stock" quick link: stocks are text only (no chart link). */
export const Stocks = meta.story({
  parameters: { route: paths.futures({ type: 'stock' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Stocks' })).toBeVisible();
    await expect(await canvas.findByText('AAPL', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^AAPL\/USDT/ })).toBeNull();
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

export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(QUOTATION, () => HttpResponse.json({ type: 'ok', message: [] })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No perpetual contracts', {}, { timeout: 5000 })).toBeVisible();
  },
});

export const Disconnected = meta.story({
  parameters: { socket: 'disconnected' },
});
