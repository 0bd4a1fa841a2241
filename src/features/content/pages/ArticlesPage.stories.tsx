import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import ArticlesPage from './ArticlesPage';

const harness = (path: string) => (
  <RouteHarness path={path}>
    <ArticlesPage />
  </RouteHarness>
);

const meta = preview.meta({
  title: 'Pages/Content/Articles',
  component: ArticlesPage,
  parameters: { route: ROUTES.about.path },
  render: () => harness(ROUTES.about.path),
});

/** About us: the server's articles of category 19, the first one open. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'About us' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText(/is a demonstration platform/, {}, { timeout: 5000 })).toBeVisible();
  },
});

/** The help centre; a second article opened. */
export const HelpArticleOpened = meta.story({
  parameters: { route: ROUTES.help.path },
  render: () => harness(ROUTES.help.path),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'What is a perpetual contract?' }, { timeout: 5000 }));
    await expect(await canvas.findByText(/never expires/, {}, { timeout: 5000 })).toBeVisible();
  },
});

export const Privacy = meta.story({
  parameters: { route: ROUTES.privacy.path },
  render: () => harness(ROUTES.privacy.path),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/We never sell personal data/, {}, { timeout: 5000 })).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/news/list', () => HttpResponse.json({ type: 'ok', message: { list: [], count: 0, page: 1, limit: 50 } })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing here yet', {}, { timeout: 5000 })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/news/list', () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/news/list', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Could not load this page', {}, { timeout: 5000 })).toBeVisible();
  },
});

/** The list loads but the opened article does not: the error stays inside its panel, with Retry. */
export const ArticleError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/news/detail', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This article could not be loaded', {}, { timeout: 5000 })).toBeVisible();
  },
});
