import { expect, test } from '@playwright/test';
import { DemoServer } from './server';

/**
 * Issue 10: the installable offline shell. After one online visit the service worker (Workbox, scoped to
 * /h5/) has precached the shell and the hashed assets and holds the last public market data; offline, a
 * reload shows the app — the market list with its last figures under the stale mark — not a browser error.
 */
const server = new DemoServer();
test.beforeAll(async () => server.start());
test.afterAll(async () => server.stop());

test('after one visit the app shell and the last market data load offline', async ({ context, page }) => {
  await page.goto(`${server.url}/h5/#/pages/market/market`);
  const btc = page.getByRole('link', { name: /^BTC\/USDT/ });
  await expect(btc).toBeVisible({ timeout: 20_000 });

  // The service worker registers after the first screen, installs (precache) and takes control of the page.
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.ready).active?.state === 'activated',
    undefined,
    {
      timeout: 30_000,
    },
  );
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 })
    .toBe(true);
  // The public answers pass through it once (asked for again when it took control) and are cached.
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          (await (await caches.open('api-public')).keys()).some((r) =>
            r.url.includes('/api/currency/quotation_new'),
          ),
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  // the app, not a browser error page: its tab bar and the market list from the cache, marked not live
  await expect(page.getByRole('link', { name: /^BTC\/USDT/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Not live: reconnecting…').first()).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => document.title)).toBe('Trading');
  await context.setOffline(false);
});
