/**
 * How the benchmark measures (scripts/bench-ui.ts): a fresh page on the app, the feed injected at `RATE_HZ`
 * under a 4× CPU throttle after `WARMUP_MS` of warm-up, long tasks (Long Tasks API) and main-thread busy %
 * (CDP Performance.getMetrics); and the chart's first paint after a route change.
 */
import type { Browser, Page } from 'playwright-core';
import { INIT } from './feed';

export const WARMUP_MS = 1000;
export const RATE_HZ = 10;
export const LONG_TASK_MS = 50;

/** A fresh page on `url`; `init` runs before any app script (after the benchmark's own hook). */
export async function openApp(browser: Browser, url: string, init?: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
    // BENCH_REDUCED_MOTION=1: the same run without the price flashes (to see what they cost)
    reducedMotion: process.env.BENCH_REDUCED_MOTION ? 'reduce' : 'no-preference',
  });
  const page = await context.newPage();
  await page.addInitScript({ content: INIT });
  if (init) await page.addInitScript({ content: init });
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('first-screen').length > 0, undefined, {
    timeout: 30_000,
  });
  // the socket connects after the first screen; the live list needs its rows
  await page.waitForFunction(
    () => (window as unknown as { __benchReady(): boolean }).__benchReady(),
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(1500);
  return page;
}

export interface Sample {
  longTasks: number;
  longest: number;
  /** Main-thread busy % and three of its parts (script, style recalculation, layout). */
  busy: number;
  script: number;
  style: number;
  layout: number;
  /** Busy % of the same page without the feed (informational). */
  idle: number;
}

export async function measure(page: Page, ticks: string[][], trace = false): Promise<Sample> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const parts = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'] as const;
  const taskTime = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return parts.map((p) => metrics.find((m) => m.name === p)?.value ?? 0);
  };
  // The same page with no feed, for scale: what the (shared, possibly loaded) machine costs on its own.
  const idle0 = await taskTime();
  const i0 = Date.now();
  await page.waitForTimeout(2000);
  const idle1 = await taskTime();
  const idle = ((idle1[0]! - idle0[0]!) / ((Date.now() - i0) / 1000)) * 100;
  // warm-up ticks, then the measured window (the same frames keep coming: steady state)
  const warm = Math.round((WARMUP_MS / 1000) * RATE_HZ);
  await page.evaluate(
    ([list, ms]) =>
      new Promise<void>((resolve) => {
        const w = window as unknown as { __benchInject(f: string): boolean; __benchTicks: string[][] };
        w.__benchTicks = list as string[][];
        let i = 0;
        const timer = setInterval(() => {
          for (const f of (list as string[][])[i++]!) w.__benchInject(f);
          if (i >= (list as string[][]).length) {
            clearInterval(timer);
            resolve();
          }
        }, ms as number);
      }),
    [ticks.slice(0, warm), 1000 / RATE_HZ] as const,
  );
  const events: {
    name: string;
    dur?: number;
    ph: string;
    tid: number;
    pid: number;
    args?: { name?: string };
  }[] = [];
  if (trace) {
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as typeof events)));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8',
      transferMode: 'ReportEvents',
    });
  }
  // BENCH_PROFILE=1: V8's sampling profiler over the measured window, the functions with the most self time
  if (process.env.BENCH_PROFILE && trace) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const t0 = Date.now();
  const busy0 = await taskTime();
  const tasks = await page.evaluate(
    ([list, ms]) =>
      new Promise<number[]>((resolve) => {
        const w = window as unknown as { __benchInject(f: string): boolean };
        const found: number[] = [];
        const observer = new PerformanceObserver((l) =>
          l.getEntries().forEach((e) => found.push(e.duration)),
        );
        observer.observe({ type: 'longtask', buffered: false });
        let i = 0;
        const timer = setInterval(() => {
          for (const f of (list as string[][])[i++]!) w.__benchInject(f);
          if (i >= (list as string[][]).length) {
            clearInterval(timer);
            setTimeout(() => {
              observer.disconnect();
              resolve(found);
            }, 200);
          }
        }, ms as number);
      }),
    [ticks.slice(warm), 1000 / RATE_HZ] as const,
  );
  const busy1 = await taskTime();
  const wall = (Date.now() - t0) / 1000;
  if (process.env.BENCH_PROFILE && trace) {
    const { profile } = await cdp.send('Profiler.stop');
    console.log(`    profile, self time ms per second: ${topSelfTime(profile, wall)}`);
  }
  if (trace) {
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await done;
    // the renderer's main thread: time per event name (nested events counted in each of their parents too)
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const byName = new Map<string, number>();
    for (const e of events) {
      if (!main || e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || !e.dur) continue;
      byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
    }
    const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 16);
    console.log(
      `    trace, main thread ms per second: ${top.map(([n, ms]) => `${n} ${(ms / wall).toFixed(0)}`).join(', ')}`,
    );
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const long = tasks.filter((d) => d > LONG_TASK_MS);
  const pct = (i: number) => ((busy1[i]! - busy0[i]!) / wall) * 100;
  return {
    longTasks: long.length,
    longest: long.length ? Math.max(...long) : 0,
    busy: pct(0),
    script: pct(1),
    style: pct(2),
    layout: pct(3),
    idle,
  };
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** The 12 functions with the most self time in a V8 CPU profile, as "name (file:line) ms/s". */
function topSelfTime(profile: CpuProfile, wall: number): string {
  const byNode = new Map<number, number>();
  profile.samples?.forEach((id, i) => byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000));
  const byFn = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} (${url.split('/').pop() || '-'}:${lineNumber + 1})`;
    byFn.set(key, (byFn.get(key) ?? 0) + (byNode.get(node.id) ?? 0));
  }
  return [...byFn]
    .filter(([k]) => !/^\((idle|program|garbage collector)\)/.test(k))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([k, ms]) => `${k} ${(ms / wall).toFixed(1)}`)
    .join(', ');
}

export async function chartFirstPaint(browser: Browser, base: string): Promise<number> {
  const page = await openApp(browser, `${base}#/pages/market/market`);
  const ms = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const check = () => {
          const canvas = document.querySelector<HTMLCanvasElement>('#root canvas');
          if (canvas && canvas.width > 0) {
            const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
            if (data && data.some((v, idx) => idx % 4 === 3 && v > 0))
              return resolve(performance.now() - start);
          }
          if (performance.now() - start > 10_000) return resolve(Infinity);
          requestAnimationFrame(check);
        };
        window.location.hash = '#/pages/transaction/index?symbol=BTC/USDT';
        requestAnimationFrame(check);
      }),
  );
  await page.context().close();
  return ms;
}
