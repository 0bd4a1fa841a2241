/**
 * Candles off the event loop (issue 37). The long periods' completed candles are computed once and kept in
 * `$DATA_DIR/candles.sqlite` (chartWorker.tables.ts), read back on every later start. Worker threads
 * (chartWorker.worker.ts), each on an engine of its own — candles are a pure function of (seed, pair, time), so a
 * worker answers exactly what the main engine would:
 *
 *   - one (chartWorker.worker.ts) answers `GET /currency/new_timeshar` from the kept rows with the same handlers
 *     as the main thread; a range not kept yet is waited for at most CHART_WAIT_MS (500 ms), then answered with
 *     what is kept, marked `partial` (decision 94). It only reads, so its answers are on time however busy the
 *     keepers are;
 *   - `count` keepers (chartWorker.keeper.ts), at the lowest priority, fill the history in the background from the start, the pairs
 *     shared out by index (pair i to keeper i mod count), in short slices (chartWorker.fill.ts). Every chart call
 *     is also a hint to the pair's keeper: that pair gets the slices first, so one pair's work never holds up
 *     another keeper's pairs, and never an answer from kept rows.
 *
 * The main thread only forwards bytes. A worker that dies is replaced at the next call; the calls it held get a
 * 503 envelope.
 */
import { Worker } from 'node:worker_threads';
import { pairIndex } from '../engine/market';
import { t } from '../handlers/_util';
import type { ChartWorkerData, ChartWorkerMessage, ChartWorkerRequest } from './chartWorker.shared';
import { MAX_CHART_QUEUE } from './config';

const CHART_CALL = /\/api\/currency\/new_timeshar$/;

interface Slot {
  data: ChartWorkerData;
  worker?: Worker;
  ready?: Promise<void>;
  calls: Map<number, (response: Response) => void>;
  filled?: { pairs: number; ms: number };
}

export function createChartWorkers(options: {
  clockOffset: number;
  /** The kept tables' file (`$DATA_DIR/candles.sqlite`). */
  file: string;
  count: number;
  log: (line: string) => void;
}) {
  const base = { clockOffset: options.clockOffset, file: options.file };
  const answerer: Slot = { data: { ...base, role: 'answer' }, calls: new Map() };
  const shards = Math.max(1, options.count);
  const keepers: Slot[] = Array.from({ length: shards }, (_, shard) => ({
    data: { ...base, role: 'keep', shard, shards },
    calls: new Map(),
  }));
  const slots = [answerer, ...keepers];
  let nextId = 1;
  let closed = false;

  const unavailable = () =>
    Response.json({ type: 'error', message: t('en', 'error.server') }, { status: 503 });

  function start(slot: Slot): Worker {
    const entry = slot.data.role === 'answer' ? './chartWorker.worker.ts' : './chartWorker.keeper.ts';
    const workerData = { ...slot.data, entry: new URL(entry, import.meta.url).href };
    const w = new Worker(new URL('./chartWorker.boot.mjs', import.meta.url), { workerData });
    let ready: () => void = () => {};
    slot.ready = new Promise((resolve) => (ready = resolve));
    w.on('message', (message: ChartWorkerMessage) => {
      if (message.type === 'ready') {
        w.unref(); // from now on it never keeps the process alive on its own (the server does)
        return ready();
      }
      if (message.type === 'filled') {
        slot.filled = message;
        if (keepers.every((s) => s.filled)) {
          const pairs = keepers.reduce((n, s) => n + s.filled!.pairs, 0);
          const ms = Math.max(...keepers.map((s) => s.filled!.ms));
          options.log(`[charts] history kept: ${pairs} pairs, ${shards} keepers, ${Math.round(ms)} ms`);
        }
        return;
      }
      const resolve = slot.calls.get(message.id);
      slot.calls.delete(message.id);
      resolve?.(new Response(message.body, { status: message.status, headers: message.headers }));
    });
    w.on('error', (error) => options.log(`[charts] ${slot.data.role} worker failed: ${String(error)}`));
    w.on('exit', () => {
      if (slot.worker === w) slot.worker = undefined;
      ready();
      for (const resolve of slot.calls.values()) resolve(unavailable());
      slot.calls.clear();
    });
    return w;
  }

  const workerOf = (slot: Slot) => (slot.worker ??= start(slot));
  const send = (slot: Slot, message: ChartWorkerRequest) => workerOf(slot).postMessage(message);

  return {
    /** The answer worker's answer for a chart call, or undefined for any other call. */
    divert(pathname: string, request: Request): Promise<Response> | undefined {
      if (closed || request.method !== 'GET' || !CHART_CALL.test(pathname)) return undefined;
      if (answerer.calls.size >= MAX_CHART_QUEUE) return Promise.resolve(unavailable());
      const at = Date.now();
      const index = pairIndex(new URL(request.url).searchParams.get('symbol') ?? '');
      if (index !== undefined) send(keepers[index % shards]!, { type: 'hint', url: request.url, at });
      const id = nextId++;
      const headers: [string, string][] = [];
      request.headers.forEach((value, name) => headers.push([name, value]));
      return new Promise((resolve) => {
        answerer.calls.set(id, resolve);
        // a caller who left gets nothing more; the worker's late answer is dropped
        request.signal.addEventListener('abort', () => answerer.calls.delete(id) && resolve(unavailable()), {
          once: true,
        });
        send(answerer, { type: 'request', id, url: request.url, headers, at });
      });
    },
    /** Starts every worker (the keepers begin at once); resolves once all can work. */
    async warm() {
      await Promise.all(slots.map((slot) => (workerOf(slot), slot.ready)));
    },
    async close() {
      closed = true;
      await Promise.all(
        slots.map(async (slot) => {
          const w = slot.worker;
          if (!w) return;
          // the worker closes its database between two slices, then ends; cut short after a second
          const exited = new Promise((resolve) => w.once('exit', resolve));
          w.postMessage({ type: 'close' } satisfies ChartWorkerRequest);
          await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
          await w.terminate();
        }),
      );
    },
  };
}
