import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import DownloadPage from './DownloadPage';

const meta = preview.meta({
  title: 'Pages/Content/Download',
  component: DownloadPage,
  parameters: { route: ROUTES.download.path },
  render: () => (
    <RouteHarness path={ROUTES.download.path}>
      <DownloadPage />
    </RouteHarness>
  ),
});

/** A site's download addresses (the demo exchange has no app to download: its settings are empty). */
const DOWNLOADS: Record<string, string> = {
  app_download_url: 'https://example.com/download',
  android_download_url: 'https://example.com/download/demo-exchange.apk',
  ios_download_url: 'https://apps.example.com/demo-exchange',
};

/** The download page as a QR code, and the Android and iOS links. */
export const Default = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/getSetting', ({ request }) => {
        const key = new URL(request.url).searchParams.get('keyword') ?? '';
        return HttpResponse.json({ type: 'ok', message: DOWNLOADS[key] ? { id: 1, key, value: DOWNLOADS[key], notes: '' } : null });
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'QR code of the download page' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Android phones/ })).toHaveAttribute(
      'href',
      'https://example.com/download/demo-exchange.apk',
    );
  },
});

export const None = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/getSetting', () => HttpResponse.json({ type: 'ok', message: null })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No download is available yet', {}, { timeout: 5000 })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/getSetting', () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/getSetting', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Could not load this page', {}, { timeout: 5000 })).toBeVisible();
  },
});
