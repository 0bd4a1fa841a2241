/**
 * Candles off the event loop. A cold `GET /currency/new_timeshar` for a long period (`1mon` from 0) folds
 * every minute since the listing, over a second of CPU; done on the main thread it stalled every call and
 * every socket feed. Those calls go to one worker thread (chartWorker.worker.ts) running the same handlers
 * on an engine of its own: candles are a pure function of (seed, pair, time), so it answers exactly what
 * the main engine would, and its candle caches stay warm from one request to the next. The main thread
 * only forwards bytes. A worker that dies is replaced; the calls it held get a 503 envelope.
 */
import { Worker } from 'node:worker_threads';
import { t } from '../handlers/_util';
import { MAX_CHART_QUEUE } from './config';

const CHART_CALL = /\/api\/currency\/new_timeshar$/;

interface Reply {
  id: number;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

export function createChartWorker(options: { clockOffset: number; log: (line: string) => void }) {
  let worker: Worker | undefined;
  let nextId = 1;
  let closed = false;
  /** Calls waiting for the worker, oldest first; one at a time goes to it, so a caller who left is skipped. */
  const queue: { id: number; request: Request; resolve: (response: Response) => void }[] = [];
  let busy: { id: number; resolve: (response: Response) => void } | undefined;

  const unavailable = () =>
    Response.json({ type: 'error', message: t('en', 'error.server') }, { status: 503 });
  const failAll = () => {
    busy?.resolve(unavailable());
    busy = undefined;
    for (const job of queue.splice(0)) job.resolve(unavailable());
  };

  function pump() {
    while (!busy && queue.length) {
      const job = queue.shift()!;
      if (job.request.signal.aborted) {
        job.resolve(unavailable()); // nobody is waiting for it any more
        continue;
      }
      worker ??= start();
      busy = job;
      const headers: [string, string][] = [];
      job.request.headers.forEach((value, name) => headers.push([name, value]));
      worker.postMessage({ id: job.id, url: job.request.url, headers });
    }
  }

  function start(): Worker {
    const w = new Worker(new URL('./chartWorker.boot.mjs', import.meta.url), {
      workerData: {
        entry: new URL('./chartWorker.worker.ts', import.meta.url).href,
        clockOffset: options.clockOffset,
      },
    });
    w.on('message', (reply: Reply) => {
      if (!busy || busy.id !== reply.id) return;
      const { resolve } = busy;
      busy = undefined;
      resolve(new Response(reply.body, { status: reply.status, headers: reply.headers }));
      pump();
    });
    w.on('error', (error) => options.log(`[charts] worker failed: ${String(error)}`));
    w.on('exit', () => {
      if (worker === w) worker = undefined;
      busy?.resolve(unavailable());
      busy = undefined;
      if (!closed) pump(); // a new worker for the calls still queued
    });
    w.unref(); // never keeps the process alive on its own
    return w;
  }

  return {
    /** The worker's answer for a chart call, or undefined for any other call. */
    divert(pathname: string, request: Request): Promise<Response> | undefined {
      if (closed || request.method !== 'GET' || !CHART_CALL.test(pathname)) return undefined;
      if (queue.length >= MAX_CHART_QUEUE) return Promise.resolve(unavailable());
      return new Promise((resolve) => {
        queue.push({ id: nextId++, request, resolve });
        pump();
      });
    },
    /** Starts the worker now rather than on the first chart call. */
    warm() {
      worker ??= start();
    },
    async close() {
      closed = true;
      failAll();
      await worker?.terminate();
    },
  };
}
