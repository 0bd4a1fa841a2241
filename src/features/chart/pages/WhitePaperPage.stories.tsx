import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { PageHarness } from '../testing/PageHarness';
import WhitePaperPage from './WhitePaperPage';
import { paths, ROUTES } from '@/lib/routes';

const COINS = '*/api/currency/list';

const meta = preview.meta({
  title: 'Pages/Chart/WhitePaper',
  component: WhitePaperPage,
  parameters: { route: paths.whitePaper({ symbol: 'BTC' }) },
  render: () => (
    <PageHarness path={ROUTES.whitePaper.path}>
      <WhitePaperPage />
    </PageHarness>
  ),
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'BTC white paper' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Introduction' }, { timeout: 5000 }),
    ).toBeVisible();
  },
});

/** Server HTML with a script, an inline handler and a javascript: white paper: none of it survives. */
export const Sanitized = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get(COINS, () =>
        HttpResponse.json({
          type: 'ok',
          message: [
            {
              id: 1,
              name: 'BTC',
              full_name: 'Bitcoin',
              introduction:
                '<p>Peer-to-peer cash.</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2" alt="">',
              white_paper: 'javascript:alert(1)',
              website: 'https://bitcoin.org',
            },
          ],
        }),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Peer-to-peer cash.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'White paper' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Official website' })).toHaveAttribute(
      'href',
      'https://bitcoin.org/',
    );
  },
});

export const UnknownCoin = meta.story({
  parameters: { route: paths.whitePaper({ symbol: 'NOPE' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No information about NOPE', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to markets' })).toBeVisible();
  },
});
