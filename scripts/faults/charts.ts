/**
 * The fault suite's chart scenarios (issue 37): cold charts on a fresh data folder, the kept history filling in
 * the background, then any period's candles from the kept rows — each with the other calls' latency meanwhile.
 */
import { io } from 'socket.io-client';
import { SERIES_START } from '../../mocks/fixtures/market';
import { bucketBefore, bucketStart, PERIODS, type Period } from '../../mocks/engine/market/periods';
import { call, percentile } from './http';
import type { FaultServer } from './server';

interface ChartAnswer {
  ms: number;
  ok: boolean;
  rows: number;
  partial: boolean;
}

async function chart(api: string, symbol: string, period: string, to?: number): Promise<ChartAnswer> {
  const query = new URLSearchParams({ symbol, period, ...(to === undefined ? {} : { to: String(to) }) });
  try {
    const a = await call(api, 'GET', `/currency/new_timeshar?${query}`, { timeoutMs: 30_000 });
    // the candle call's own envelope (wire-facts §1): { code: 1, msg, data, partial? }
    const body = JSON.parse(a.body) as { code?: number; data?: unknown[]; partial?: boolean };
    const ok = a.status === 200 && body.code === 1 && Array.isArray(body.data);
    return { ms: a.ms, ok, rows: body.data?.length ?? 0, partial: body.partial === true };
  } catch {
    return { ms: Infinity, ok: false, rows: 0, partial: false };
  }
}

/** Other calls, one after another with a short pause, until `done()`: their latencies. */
async function probe(api: string, done: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  const paths = ['/menu', '/currency/quotation_new', '/getSetting'];
  for (let i = 0; !done(); i++) {
    latencies.push((await call(api, 'GET', paths[i % paths.length]!)).ms);
    await new Promise((r) => setTimeout(r, 15));
  }
  return latencies;
}

/** The 1 s `time` feed on a socket: the largest gap between its ticks from now until `stop()`. */
export async function timeFeed(server: FaultServer) {
  const socket = io(server.base, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  const ticks: number[] = [];
  socket.on('push', (m: { channel: string }) => m.channel === 'time' && ticks.push(performance.now()));
  await new Promise<void>((ok) => socket.once('connect', () => ok()));
  socket.emit('sub', 'time');
  await new Promise((r) => setTimeout(r, 1200));
  const started = performance.now();
  return {
    stop() {
      socket.close();
      const window = ticks.filter((t) => t >= started);
      return window.length > 1 ? Math.max(...window.slice(1).map((t, i) => t - window[i]!)) : NaN;
    },
  };
}

/**
 * All `pairs` × `periods` charts asked at once on a fresh data folder, with other calls meanwhile (after a round
 * of them and a 1-minute chart first: the first answers of a process are its own start, not the kept history's):
 * the charts' answers (each within its wait, partial or whole) and the other calls' latencies.
 */
export async function coldCharts(server: FaultServer, pairs: string[], periods: Period[]) {
  const api = `${server.base}/api`;
  let warmed = 0;
  await probe(api, () => warmed++ >= 6);
  await chart(api, 'BTC/USDT', '1min'); // the chart worker loaded (it loads while the server starts)
  let done = false;
  const charts = Promise.all(pairs.flatMap((s) => periods.map((p) => chart(api, s, p)))).finally(
    () => (done = true),
  );
  const [answers, latencies] = await Promise.all([charts, probe(api, () => done)]);
  const ms = answers.map((a) => a.ms);
  return {
    asked: answers.length,
    answered: answers.filter((a) => a.ok).length,
    partial: answers.filter((a) => a.partial).length,
    p99: percentile(ms, 99),
    p50: percentile(ms, 50),
    probes: latencies.length,
    probesP99: percentile(latencies, 99),
  };
}

/** Waits (at most `timeoutMs`) for the server to say its kept history is complete, probing other calls meanwhile. */
export async function backgroundFill(server: FaultServer, timeoutMs: number) {
  const started = performance.now();
  const kept = () => server.log.includes('[charts] history kept');
  const latencies = await probe(
    `${server.base}/api`,
    () => kept() || performance.now() - started > timeoutMs,
  );
  return {
    kept: kept(),
    ms: performance.now() - started,
    line: /\[charts\] history kept[^\n]*/.exec(server.log)?.[0] ?? '',
    probes: latencies.length,
    probesP99: percentile(latencies, 99),
  };
}

/** A small deterministic generator, so every run asks the same charts. */
function pick(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s % n;
  };
}

/** The rows a chart of `period` up to `to` must hold: 500, or every bucket since the listing when fewer. */
function expectedRows(period: Period, to: number) {
  let n = 0;
  for (let t = bucketStart(period, to); t >= SERIES_START && n < 500; t = bucketBefore(period, t)) n++;
  return n;
}

/**
 * `count` charts one after another (pairs and periods picked at random, every period; half the latest 500
 * candles, half 500 up to a moment in the past, as a chart scrolled back asks), with other calls meanwhile.
 */
export async function warmCharts(server: FaultServer, symbols: string[], count = 50, seed = 37) {
  const api = `${server.base}/api`;
  const next = pick(seed);
  const first = await chart(api, 'BTC/USDT', '1min'); // the process's own start (see coldCharts), told apart
  let done = false;
  const asked: { period: Period; ms: number; partial: boolean; rowsRight: boolean }[] = [];
  const run = (async () => {
    for (let i = 0; i < count; i++) {
      const symbol = symbols[next(symbols.length)]!;
      const period = PERIODS[i % PERIODS.length]!;
      const now = Date.now();
      const to = i % 2 ? SERIES_START + next(now - SERIES_START) : undefined;
      const a = await chart(api, symbol, period, to);
      const rowsRight = a.ok && Math.abs(a.rows - expectedRows(period, to ?? now)) <= 1;
      asked.push({ period, ms: a.ms, partial: a.partial, rowsRight });
    }
  })().finally(() => (done = true));
  const [, latencies] = await Promise.all([run, probe(api, () => done)]);
  const ms = asked.map((a) => a.ms);
  return {
    firstMs: first.ms,
    count: asked.length,
    p99: percentile(ms, 99),
    p50: percentile(ms, 50),
    slowest: asked.reduce((a, b) => (b.ms > a.ms ? b : a)).period,
    partial: asked.filter((a) => a.partial).length,
    wrongRows: asked.filter((a) => !a.rowsRight).length,
    probesP99: percentile(latencies, 99),
  };
}
