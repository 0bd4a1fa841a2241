/**
 * The first screen as a browser really loads it on Lighthouse's mobile profile (issue 10): the built app on the
 * demo exchange (`npm start`'s server, on a free port with a temporary DATA_DIR), in Chromium with the profile
 * applied for real — 150 ms per request, 1.6 Mbit/s down, 4× CPU (CDP network emulation and CPU throttling),
 * no cache — instead of simulated from an unthrottled load as Lighthouse does. Per page, RUNS fresh loads (5)
 * and their median and range of: first contentful paint (the static shell), the app's `first-screen` mark
 * (the first render with the page's data) and the largest contentful paint. `API_DELAY_MS=300` holds every API
 * answer back that long in the browser, as a platform's server time would. A script, not a timed test: it prints
 * figures and never fails on them (record them in docs/performance.md).
 *
 *   npm run build && npm run first-screen          RUNS=9 API_DELAY_MS=300 npm run first-screen
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tests/browser';
import { DemoServer } from '../tests/e2e/server';
import { median } from './stats';

const RUNS = Number(process.env.RUNS ?? 5);
const API_DELAY_MS = Number(process.env.API_DELAY_MS ?? 0);
const PAGES = [
  { name: 'home', hash: '#/pages/index/index' },
  { name: 'market', hash: '#/pages/market/market' },
  { name: 'chart', hash: '#/pages/transaction/index?symbol=BTC/USDT' },
  { name: 'contract', hash: '#/pages/transaction/contract?symbol=BTC/USDT' },
];

if (!existsSync('dist/index.html')) {
  console.error('first-screen: dist/index.html missing — run `npm run build` first');
  process.exit(1);
}

type Timings = [fcp: number, firstScreen: number, lcp: number];

async function load(browser: Browser, url: string): Promise<Timings> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1.6e6 / 8,
      uploadThroughput: 750e3 / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (API_DELAY_MS)
      await page.route(/\/api\//, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
        await route.continue();
      });
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: number };
      w.__lcp = 0;
      new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.__lcp = e.startTime))).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
    });
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('first-screen').length > 0, undefined, {
      timeout: 30_000,
    });
    // the largest paint may follow the first render (an image decoded, a font swapped)
    await page.waitForTimeout(1500);
    return page.evaluate(
      () =>
        [
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
          performance.getEntriesByName('first-screen')[0]!.startTime,
          (window as unknown as { __lcp: number }).__lcp,
        ] as Timings,
    );
  } finally {
    await context.close();
  }
}

const s = (ms: number) => (ms / 1000).toFixed(2);
const figure = (xs: number[]) => `${s(median(xs))} s (${s(Math.min(...xs))}–${s(Math.max(...xs))})`;

const server = new DemoServer();
await server.start();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const lines: string[] = [];
try {
  // a first, uncounted load: a cold server (JIT, disk caches) is not what is measured
  await load(browser, `${server.url}/h5/${PAGES[0]!.hash}`);
  for (const { name, hash } of PAGES) {
    const runs: Timings[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await load(browser, `${server.url}/h5/${hash}`));
    const column = (k: number) => runs.map((r) => r[k]!);
    lines.push(
      `${name.padEnd(8)} FCP ${figure(column(0))}  first screen ${figure(column(1))}  LCP ${figure(column(2))}`,
    );
    console.log(lines.at(-1));
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(
  `\nFirst screen, Lighthouse's mobile profile applied for real, median (range) of ${RUNS}` +
    `${API_DELAY_MS ? `, API answers ${API_DELAY_MS} ms later` : ''} (${new Date().toISOString().slice(0, 10)}):`,
);
for (const line of lines) console.log(`  ${line}`);
