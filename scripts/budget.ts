/**
 * Bundle budget of the built app, as the browser loads it: opens `dist/` served by the demo exchange
 * (`npm start`'s server, on a free port with a temporary DATA_DIR) in Chromium and sums every JS and CSS
 * response (gzip size: the build's `.gz` copy, else gzip -9 of the file) requested before the first screen
 * rendered (the app's `first-screen` performance mark), then each route's own additional cost: what a
 * client-side navigation from home to it requests until it has rendered (`screen:<path>` mark) and the
 * network has gone quiet — a chart library loaded just after the first paint counts, whatever the timing.
 *   - the goals (issue 10): home as loaded ≤ 200 KB gz; each route ≤ 60 KB gz more — printed, met or not;
 *   - the gate: today's figures as a ratchet (home ≤ 225 KB, a route ≤ 70 KB) — exits 1 above them, so
 *     nothing grows while the goals are not yet met (see docs/performance.md for what stands in the way).
 * Run after `npm run build`.
 */
import { ROUTES } from '../src/lib/routes';
import { chromium, type Page } from 'playwright-core';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumPath, chromiumArgs } from '../tests/browser';
import { DemoServer } from '../tests/e2e/server';

const DIST = 'dist';
const HOME_GOAL = 200 * 1024;
const ROUTE_GOAL = 60 * 1024;
const HOME_LIMIT = 225 * 1024;
const ROUTE_LIMIT = 70 * 1024;
const HOME_PATH = ROUTES.home.path;
const SCREEN_TIMEOUT = 15_000;
/** Query added to every route (pages that show one pair read it; the others ignore it). */
const ROUTE_QUERY = 'symbol=BTC/USDT';

if (!existsSync(join(DIST, 'index.html'))) {
  console.error('budget: dist/index.html missing — run `npm run build` first');
  process.exit(1);
}
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
// The route table as the build saw it (vite.config.ts writes it into index.html for the landing preload).
const routeMap = JSON.parse(/var m=(\{.*?\});var h=/.exec(html)?.[1] ?? '{}') as Record<string, string[]>;

const gzCache = new Map<string, number>();
function gzSize(file: string): number {
  if (!gzCache.has(file)) {
    const path = join(DIST, file);
    const size = existsSync(`${path}.gz`)
      ? readFileSync(`${path}.gz`).length
      : gzipSync(readFileSync(path), { level: 9 }).length;
    gzCache.set(file, size);
  }
  return gzCache.get(file)!;
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

interface Loaded {
  file: string;
  start: number;
}

/** JS and CSS files of dist/ the page has requested, with their start times (ms since navigation). */
async function loadedAssets(page: Page): Promise<Loaded[]> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime })),
  );
  const out: Loaded[] = [];
  for (const e of entries) {
    const path = new URL(e.name).pathname;
    if (!path.startsWith('/h5/') || !/\.(js|css)$/.test(path)) continue;
    const file = path.slice('/h5/'.length);
    if (existsSync(join(DIST, file))) out.push({ file, start: e.start });
  }
  // the document's own parser-found scripts are resource entries too; de-duplicate repeats
  return [...new Map(out.map((l) => [l.file, l])).values()];
}

const QUIET_MS = 800;
const QUIET_MAX_MS = 8_000;

/** The loaded assets once the page has requested nothing new for QUIET_MS (at most QUIET_MAX_MS). */
async function settledAssets(page: Page): Promise<Loaded[]> {
  const began = Date.now();
  let assets = await loadedAssets(page);
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS && Date.now() - began < QUIET_MAX_MS) {
    await page.waitForTimeout(100);
    const now = await loadedAssets(page);
    if (now.length !== assets.length) quietSince = Date.now();
    assets = now;
  }
  return assets;
}

async function markTime(page: Page, name: string, after = -1): Promise<number | null> {
  try {
    const handle = await page.waitForFunction(
      ([n, a]) =>
        performance.getEntriesByName(n as string, 'mark').find((m) => m.startTime > (a as number))?.startTime,
      [name, after] as const,
      { timeout: SCREEN_TIMEOUT, polling: 50 },
    );
    return (await handle.jsonValue()) as number;
  } catch {
    return null;
  }
}

function printFiles(files: string[]) {
  for (const f of [...files].sort((a, b) => gzSize(b) - gzSize(a)))
    console.log(`  ${kb(gzSize(f)).padStart(9)}  ${f}`);
}

const server = new DemoServer();
await server.start();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
let failed = false;
try {
  // A fresh context (empty cache), no service worker: what a first visit fetches from the network.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/h5/#${HOME_PATH}`);
  const first = await markTime(page, 'first-screen');
  if (first === null) throw new Error('the home page never rendered (no `first-screen` mark)');
  const home = (await loadedAssets(page)).filter((l) => l.start <= first).map((l) => l.file);
  const homeTotal = home.reduce((s, f) => s + gzSize(f), 0);
  console.log(
    `Home (${HOME_PATH}): JS + CSS requested before the first screen rendered (${first.toFixed(0)} ms), gzip:`,
  );
  printFiles(home);
  const homeOver = homeTotal > HOME_LIMIT;
  failed ||= homeOver;
  console.log(
    `  total ${kb(homeTotal)} — gate ${kb(HOME_LIMIT)}: ${homeOver ? 'OVER' : 'ok'}; goal ${kb(HOME_GOAL)}: ${homeTotal > HOME_GOAL ? 'not met' : 'met'}`,
  );

  // What the app loads right after its first screen (socket client, animation features …), for information.
  await page.waitForTimeout(1500);
  const seen = new Set((await loadedAssets(page)).map((l) => l.file));
  const after = [...seen].filter((f) => !home.includes(f));
  if (after.length) {
    console.log(
      `  after the first screen (not counted): ${kb(after.reduce((s, f) => s + gzSize(f), 0))} — ${after.join(', ')}`,
    );
  }

  console.log('\nEach route: JS + CSS a navigation from home adds before the route has rendered, gzip:');
  const rows: { path: string; total: number; files: string[]; note?: string }[] = [];
  for (const path of Object.keys(routeMap).filter((p) => p !== HOME_PATH)) {
    // from home each time, so every route is measured against the same loaded set
    if (!(await page.evaluate(() => window.location.hash)).startsWith(`#${HOME_PATH}`)) {
      const t0 = await page.evaluate(() => performance.now());
      await page.evaluate((hash) => (window.location.hash = hash), `#${HOME_PATH}`);
      if ((await markTime(page, `screen:${HOME_PATH}`, t0)) === null)
        throw new Error('could not return to the home page');
      await page.waitForTimeout(300);
    }
    const before = new Set((await loadedAssets(page)).map((l) => l.file));
    const start = await page.evaluate(() => performance.now());
    await page.evaluate((hash) => (window.location.hash = hash), `#${path}?${ROUTE_QUERY}`);
    const shown = await markTime(page, `screen:${path}`, start);
    // What the route loads right after it has rendered (the chart library behind its placeholder …) is
    // its cost too: count until no new asset has been requested for QUIET_MS, so timing cannot move it.
    const added = (await settledAssets(page))
      .filter((l) => !before.has(l.file) && l.start >= start)
      .map((l) => l.file);
    const total = added.reduce((s, f) => s + gzSize(f), 0);
    rows.push({
      path,
      total,
      files: added,
      note: shown === null ? 'not shown within 15 s — a signed-in page? counted what loaded' : undefined,
    });
  }
  for (const r of rows.sort((a, b) => b.total - a.total)) {
    const over = r.total > ROUTE_LIMIT;
    const missed = r.total > ROUTE_GOAL;
    failed ||= over;
    const mark = over
      ? `  — OVER the ${kb(ROUTE_LIMIT)} gate`
      : missed
        ? `  — goal ${kb(ROUTE_GOAL)} not met`
        : '';
    console.log(`  ${kb(r.total).padStart(9)}  ${r.path}${mark}${r.note ? `  (${r.note})` : ''}`);
    if (missed || process.env.BUDGET_VERBOSE)
      for (const f of r.files.sort((a, b) => gzSize(b) - gzSize(a)))
        console.log(`             ${kb(gzSize(f)).padStart(9)}  ${f}`);
  }
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
console.log(failed ? '\nbudget: FAILED' : '\nbudget: within limits');
process.exit(failed ? 1 : 0);
