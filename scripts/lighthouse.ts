/**
 * Lighthouse 12 (the npm package, default mobile settings: Moto G Power emulation, simulated slow 4G and 4×
 * CPU) against the demo exchange as `npm start` serves it (started here on a free port with a temporary
 * DATA_DIR; the app must be built: `npm run build`). Home, market, the chart page — and the contract trade
 * tab once it is registered — three runs each, the median printed: score, FCP, LCP, TBT, CLS, bytes (and
 * the runs' range of score, FCP, LCP and TBT).
 * Then the repeat visit of home (storage kept: the service worker answers). A script, not a timed test:
 * it prints figures and never fails on them (record them in docs/performance.md).
 *
 *   npm run build && npm run lighthouse          RUNS=5 npm run lighthouse
 *   LH_ONLY=contract LH_DETAILS=1 RUNS=1 npm run lighthouse     (one page, why its figures are what they are)
 *   LH_JSON=/tmp/lh npm run lighthouse                          (and each run's whole report, as JSON)
 */
import { ROUTES } from '../src/lib/routes';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chromiumArgs, chromiumPath } from '../tests/browser';
import { DemoServer } from '../tests/e2e/server';
import { median } from './stats';

const RUNS = Number(process.env.RUNS ?? 3);

if (!existsSync('dist/index.html')) {
  console.error('lighthouse: dist/index.html missing — run `npm run build` first');
  process.exit(1);
}
const routeMap = JSON.parse(
  /var m=(\{.*?\});var h=/.exec(readFileSync('dist/index.html', 'utf8'))?.[1] ?? '{}',
) as Record<string, unknown>;

const pages: { name: string; hash: string }[] = [
  { name: 'home', hash: '#/pages/index/index' },
  { name: 'market', hash: '#/pages/market/market' },
  { name: 'chart', hash: '#/pages/transaction/index?symbol=BTC/USDT' },
];
if (ROUTES.contract.path in routeMap)
  pages.push({ name: 'contract', hash: '#/pages/transaction/contract?symbol=BTC/USDT' });
// LH_ONLY=contract: one page (and no repeat visit), to look into it
const only = process.env.LH_ONLY;
class Done extends Error {}
if (only) pages.splice(0, pages.length, ...pages.filter((p) => p.name === only));

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

function figures(result: RunnerResult): Figures {
  const audits = result.lhr.audits;
  const num = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    bytes: num('total-byte-weight'),
  };
}

function medianFigures(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0]!) as (keyof Figures)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as Figures;
}

/** The runs' range of the figures that move from run to run (the simulation follows what raced on localhost). */
function spread(runs: Figures[]): string {
  const range = (k: keyof Figures, show: (n: number) => string) => {
    const xs = runs.map((r) => r[k]);
    return `${show(Math.min(...xs))}–${show(Math.max(...xs))}`;
  };
  const s = (n: number) => (n / 1000).toFixed(2);
  return (
    `range: score ${range('score', String)}  FCP ${range('fcp', s)} s  LCP ${range('lcp', s)} s  ` +
    `TBT ${range('tbt', (n) => n.toFixed(0))} ms`
  );
}

const fmt = (f: Figures) =>
  `score ${String(f.score).padStart(3)}  FCP ${(f.fcp / 1000).toFixed(2)} s  LCP ${(f.lcp / 1000).toFixed(2)} s  ` +
  `TBT ${f.tbt.toFixed(0).padStart(4)} ms  CLS ${f.cls.toFixed(3)}  ${(f.bytes / 1024).toFixed(0)} KiB`;

const server = new DemoServer();
await server.start();
const chrome = await launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumArgs.filter((f) => f !== '--headless').concat('--headless=new'),
});
const flags: Flags = {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
};
const lines: string[] = [];
/** One Lighthouse run; null (and the reason printed) when Lighthouse could not measure the page. */
async function run(url: string, extra: Partial<Flags> = {}): Promise<Figures | null> {
  const result = await lighthouse(url, { ...flags, ...extra });
  if (!result) return null;
  if (result.lhr.runtimeError) {
    console.log(`  (run failed: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message})`);
    return null;
  }
  if (process.env.LH_DETAILS) console.log(details(result));
  // LH_JSON=/tmp/lh: each run's whole report as /tmp/lh-<time>.json (its long tasks, requests, LCP phases)
  if (process.env.LH_JSON)
    writeFileSync(`${process.env.LH_JSON}-${Date.now()}.json`, JSON.stringify(result.lhr));
  return figures(result);
}

interface AuditItem {
  node?: { snippet?: string };
  phase?: string;
  timing?: number;
  url?: string;
  total?: number;
  scripting?: number;
  duration?: number;
}
const itemsOf = (result: RunnerResult, id: string) =>
  ((result.lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? []) as (AuditItem & {
    items?: AuditItem[];
  })[];

/** LH_DETAILS=1: what the LCP is and where its time goes, the main thread's longest tasks, script bootup. */
function details(result: RunnerResult): string {
  const lcp = itemsOf(result, 'largest-contentful-paint-element');
  const element = lcp[0]?.items?.[0]?.node?.snippet ?? '?';
  const phases = (lcp[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(', ');
  const tasks = itemsOf(result, 'long-tasks')
    .slice(0, 5)
    .map((t) => `${(t.url ?? '').split('/').pop() || 'page'} ${Math.round(t.duration ?? 0)} ms`)
    .join(', ');
  const bootup = itemsOf(result, 'bootup-time')
    .slice(0, 4)
    .map((t) => `${(t.url ?? '').split('/').pop()} ${Math.round(t.scripting ?? 0)} ms`)
    .join(', ');
  return `    LCP ${element}\n    LCP phases: ${phases}\n    long tasks: ${tasks}\n    script bootup: ${bootup}`;
}

try {
  // A first, uncounted run: a cold browser and a cold server (JIT, disk caches) are not what is measured.
  await run(`${server.url}/h5/${pages[0]!.hash}`);
  for (const page of pages) {
    const url = `${server.url}/h5/${page.hash}`;
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) {
      const f = await run(url);
      if (f) runs.push(f);
      if (f) console.log(`${page.name} run ${i + 1}: ${fmt(f)}`);
    }
    lines.push(`${page.name.padEnd(8)} ${runs.length ? fmt(medianFigures(runs)) : 'no successful run'}`);
    if (runs.length > 1) lines.push(`${''.padEnd(8)} ${spread(runs)}`);
  }
  // Repeat visit: one visit installs the service worker and its precache, then storage is kept.
  if (only) throw new Done();
  const home = `${server.url}/h5/${pages[0]!.hash}`;
  await run(home, { disableStorageReset: true });
  await new Promise((r) => setTimeout(r, 3000));
  const repeat: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const f = await run(home, { disableStorageReset: true });
    if (f) repeat.push(f);
  }
  if (repeat.length)
    lines.push(`${'home, repeat visit (service worker)'.padEnd(8)} ${fmt(medianFigures(repeat))}`);
} catch (error) {
  if (!(error instanceof Done)) throw error;
} finally {
  await chrome.kill();
  await server.stop();
}
console.log(
  `\nLighthouse ${RUNS > 1 ? `median of ${RUNS}` : 'single run'}, mobile (${new Date().toISOString().slice(0, 10)}):`,
);
for (const l of lines) console.log(`  ${l}`);
