/**
 * Live-list benchmark (issue 10): the built app on the demo exchange (`npm start`'s server, started here on a
 * free port with a temporary DATA_DIR), in Chromium with the CPU throttled 4× (CDP
 * Emulation.setCPUThrottlingRate). 50 `daymarket` tickers and a 20-level `market_depth:BTC/USDT` book arrive
 * *together* ten times a second through the real socket path: socket.io frames handed to the page's own
 * WebSocket (engine.io and socket.io decoding, the socket manager, the stores, the live cells). The server's
 * own pushes are held back meanwhile, so every run sees the same load.
 *
 * Per scenario, three runs (each a fresh page), the median of: long tasks over 50 ms (Long Tasks API) and
 * main-thread busy % (CDP Performance.getMetrics TaskDuration over wall time). Lines: market tab under 25 %
 * busy with no long task; the chart page with no long task (its busy % printed); the contract orders page with
 * 100 open positions whose P&L arrives in `lever_trade` at 10 Hz, under 25 % with no long task (./bench-ui/positions.ts).
 * Then, unthrottled: order placed → position visible (< 300 ms, ./bench-ui/order.ts) and the chart's first paint
 * after a route change (< 1 s). Exits 1 when a line is missed.
 *
 *   npm run build && npm run bench:ui            BENCH_SECONDS=10 BENCH_RUNS=5 npm run bench:ui
 *
 * The load (the page hook and the pre-built frames) is ./bench-ui/feed.ts; how a page is opened and measured,
 * ./bench-ui/measure.ts. This file runs the scenarios and judges the lines.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tests/browser';
import { DemoServer } from '../tests/e2e/server';
import { quotationSchema, toMarkets } from '../src/api/wire/market';
import { frames, type Market } from './bench-ui/feed';
import { median } from './stats';
import { ORDERS, orderToPosition } from './bench-ui/order';
import { openPositions, openSignedIn, POSITIONS, positionFrames } from './bench-ui/positions';
import {
  chartFirstPaint,
  LONG_TASK_MS,
  measure,
  openApp,
  RATE_HZ,
  WARMUP_MS,
  type Sample,
} from './bench-ui/measure';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUSY_LIMIT = 25;
const FIRST_PAINT_LIMIT = 1000;
const ORDER_LIMIT = 300;

interface Scenario {
  name: string;
  hash: string;
  /** Busy % line (undefined: printed for information). */
  busyLimit?: number;
  /** The positions load (signed in, `lever_trade` frames) instead of the market feed. */
  positions?: boolean;
}

const scenarios: Scenario[] = [
  { name: 'Market tab', hash: '#/pages/market/market', busyLimit: BUSY_LIMIT },
  { name: 'Chart page', hash: '#/pages/transaction/index?symbol=BTC/USDT' },
  { name: `Contract orders, ${POSITIONS} positions`, hash: '#/pages/transaction/contract_order', busyLimit: BUSY_LIMIT, positions: true },
];

if (!existsSync('dist/index.html')) {
  console.error('bench:ui: dist/index.html missing — run `npm run build` first');
  process.exit(1);
}
const server = new DemoServer();
await server.start();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const lines: { ok: boolean; text: string }[] = [];
try {
  // the family's quote groups, read the way the app reads them
  const answer = (await (await fetch(`${server.url}/api/currency/quotation_new`)).json()) as { message: unknown };
  const markets: Market[] = toMarkets(quotationSchema.parse(answer.message));
  const ticks = frames(markets, Math.round((WARMUP_MS / 1000 + SECONDS) * RATE_HZ));
  console.log(
    `50 tickers (${Math.min(50, markets.length)} listed) + a 20-level book at ${RATE_HZ} Hz, 4× CPU throttle, ${SECONDS} s measured, ${RUNS} runs each:`,
  );
  const only = process.env.BENCH_ONLY?.toLowerCase();
  const chosen = scenarios.filter((x) => !only || x.name.toLowerCase().includes(only));
  const session = chosen.some((x) => x.positions) ? await openPositions(server.url) : null;
  const positionTicks = session ? positionFrames(session, ticks.length) : [];
  if (session) console.log(`and ${POSITIONS} open positions with their P&L in \`lever_trade\` at ${RATE_HZ} Hz:`);
  for (const s of chosen) {
    const samples: Sample[] = [];
    for (let r = 0; r < RUNS; r++) {
      const page =
        s.positions && session
          ? await openSignedIn(browser, server.url, session, s.hash)
          : await openApp(browser, `${server.url}/h5/${s.hash}`);
      const load = s.positions ? positionTicks : ticks;
      const sample = await measure(page, load, Boolean(process.env.BENCH_TRACE) && r === 0);
      await page.context().close();
      samples.push(sample);
      console.log(
        `  ${s.name} run ${r + 1}: long tasks ${sample.longTasks} (longest ${sample.longest.toFixed(0)} ms), busy ${sample.busy.toFixed(1)} % (script ${sample.script.toFixed(1)}, style ${sample.style.toFixed(1)}, layout ${sample.layout.toFixed(1)}; without the feed ${sample.idle.toFixed(1)} %)`,
      );
    }
    const tasks = median(samples.map((x) => x.longTasks));
    const longest = median(samples.map((x) => x.longest));
    const busy = median(samples.map((x) => x.busy));
    const busyOk = s.busyLimit === undefined || busy < s.busyLimit;
    const ok = tasks === 0 && busyOk;
    lines.push({
      ok,
      text:
        `${s.name}: median long tasks ${tasks} (longest ${longest.toFixed(0)} ms; line: none over ${LONG_TASK_MS} ms), ` +
        `busy ${busy.toFixed(1)} %${s.busyLimit === undefined ? ' (informational)' : ` (line: < ${s.busyLimit} %)`} — ${ok ? 'ok' : 'MISSED'}`,
    });
  }
  if (!only || only.includes('placed')) {
    // a session of its own: the trade page lists at most 10 positions, so the count must start below that
    const orderSession = await openPositions(server.url, 0);
    const times = await orderToPosition(browser, server.url, orderSession);
    const mid = median(times);
    lines.push({
      ok: mid < ORDER_LIMIT,
      text: `Order placed → position visible (unthrottled, ${ORDERS} market orders): median ${mid.toFixed(0)} ms, each ${times.map((x) => x.toFixed(0)).join(' / ')} (line: < ${ORDER_LIMIT} ms) — ${mid < ORDER_LIMIT ? 'ok' : 'MISSED'}`,
    });
  }
  const paint = only ? NaN : await chartFirstPaint(browser, `${server.url}/h5/`);
  const paintOk = paint < FIRST_PAINT_LIMIT;
  if (!only)
    lines.push({
      ok: paintOk,
      text: `Chart first paint after a route change (unthrottled): ${Number.isFinite(paint) ? `${paint.toFixed(0)} ms` : 'never'} (line: < ${FIRST_PAINT_LIMIT} ms) — ${paintOk ? 'ok' : 'MISSED'}`,
    });
} finally {
  await browser.close();
  await server.stop();
}
console.log('');
for (const l of lines) console.log(l.text);
const missed = lines.filter((l) => !l.ok).length;
console.log(missed ? `bench:ui: ${missed} line(s) missed` : 'bench:ui: all lines met');
process.exit(missed ? 1 : 0);
