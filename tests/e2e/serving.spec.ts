import { expect, test } from '@playwright/test';
import { DemoServer } from './server';

/**
 * Issues 10 and 11: `npm start` serves the built app compressed (precompressed brotli/gzip, `Vary`),
 * hashed assets as immutable and index.html revalidated, with security headers, no public build manifest,
 * and a CSP the app, its fonts and its socket really pass (no violation while it loads and goes live).
 */
const server = new DemoServer();
test.beforeAll(async () => server.start());
test.afterAll(async () => server.stop());

test('compressed hashed assets, immutable caching, index.html no-cache, security headers', async ({
  request,
}) => {
  const index = await request.get(`${server.url}/h5/`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(index.status()).toBe(200);
  const h = index.headers();
  expect(h['content-encoding']).toBe('br');
  expect(h['vary']).toMatch(/accept-encoding/i);
  expect(h['cache-control']).toBe('no-cache');
  expect(h['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  expect(h['content-security-policy']).toMatch(/script-src 'self'/);
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');

  const html = await index.text();
  const assets = [...html.matchAll(/\/h5\/(assets\/[^"']+\.(?:js|css))/g)].map((m) => m[1]!);
  expect(assets.length).toBeGreaterThan(2);
  for (const asset of assets.slice(0, 6)) {
    for (const encoding of ['br', 'gzip']) {
      const res = await request.get(`${server.url}/h5/${asset}`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(res.status(), asset).toBe(200);
      expect(res.headers()['content-encoding'], `${asset} ${encoding}`).toBe(encoding);
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers()['vary']).toMatch(/accept-encoding/i);
    }
  }
  const plain = await request.get(`${server.url}/h5/${assets[0]}`, {
    headers: { 'accept-encoding': 'identity' },
  });
  expect(plain.headers()['content-encoding']).toBeUndefined();

  // A hash route is the app itself (revalidated), a missing asset a real 404, the build manifest private.
  const route = await request.get(`${server.url}/h5/pages/market/market`);
  expect(route.headers()['cache-control']).toBe('no-cache');
  expect((await request.get(`${server.url}/h5/assets/nope-123.js`)).status()).toBe(404);
  expect((await request.get(`${server.url}/h5/.vite/manifest.json`)).status()).toBe(404);
  expect((await request.get(`${server.url}/h5/%2Evite/manifest.json`)).status()).toBe(404);

  // Large API answers are compressed too.
  const candles = await request.get(
    `${server.url}/api/currency/new_timeshar?symbol=BTC/USDT&period=1min&lang=en`,
    { headers: { 'accept-encoding': 'br, gzip' } },
  );
  expect(candles.headers()['content-encoding']).toBe('br');
  expect(((await candles.json()) as { code: number }).code).toBe(1); // the candle call's own envelope
});

test('the app, its fonts and its socket pass the CSP', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const consoleCsp: string[] = [];
  page.on('console', (m) => /Content Security Policy/i.test(m.text()) && consoleCsp.push(m.text()));

  await page.goto(`${server.url}/h5/#/pages/market/market`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^LTC\/USDT/ }) });
  await expect(row).toBeVisible({ timeout: 20_000 });
  const before = await row.innerText();
  // Live prices arrive over the socket: the CSP let it connect.
  await expect.poll(async () => row.innerText(), { timeout: 20_000, intervals: [1000] }).not.toBe(before);
  await page.evaluate(() => document.fonts.ready);
  await page.goto(`${server.url}/h5/#/pages/transaction/index?symbol=BTC/USDT`);
  await expect(page.getByRole('img', { name: /BTC\/USDT price chart/ })).toBeVisible({ timeout: 20_000 });

  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  expect(consoleCsp).toEqual([]);
});

test('home’s first API calls leave with index.html, before the app’s script, and are made once', async ({
  page,
}) => {
  const landing = ['/api/currency/quotation_new', '/api/getSetting', '/api/menu', '/api/news/list'];
  const requested: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (landing.includes(path)) requested.push(path);
  });
  // The app's core script is held back: only index.html can have made calls meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/h5\/assets\/core-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${server.url}/h5/#/pages/index/index`, { waitUntil: 'commit' });
  await expect.poll(() => [...requested].sort(), { timeout: 10_000 }).toEqual(landing);
  release();
  // the page shows their answers (the banner, the market list) without asking again
  await expect(page.getByRole('link', { name: /^BTC\/USDT/ }).first()).toBeVisible({ timeout: 20_000 });
  expect([...requested].sort()).toEqual(landing);
});
