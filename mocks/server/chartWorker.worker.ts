/**
 * The chart worker (see chartWorker.ts): answers `GET /api/currency/new_timeshar` with the same handlers
 * as the main thread, on an engine of its own (memory store: candles read nothing stored).
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { getResponse } from 'msw';
import { createEngine, createMemoryStore, cryptoRng } from '../engine';
import { handlers, setEngine } from '../handlers';

const { clockOffset } = workerData as { clockOffset: number };
// Lowest CPU priority for this thread (on Linux, pid 0 = the calling thread): when cores are scarce, the
// event loop and the socket feeds run first and candles take what is left.
try {
  setPriority(0, 19);
} catch {
  // not permitted here: same priority as the rest
}
setEngine(
  createEngine({ store: createMemoryStore(), clock: () => Date.now() + clockOffset, rng: cryptoRng() }),
);

parentPort!.on('message', async (message: { id: number; url: string; headers: [string, string][] }) => {
  let status = 500;
  let headers: [string, string][] = [['content-type', 'application/json']];
  let body: ArrayBuffer;
  try {
    const response = (await getResponse(handlers, new Request(message.url, { headers: message.headers })))!;
    status = response.status;
    headers = [];
    response.headers.forEach((value, name) => headers.push([name, value]));
    body = await response.arrayBuffer();
  } catch (error) {
    console.error('[charts] request failed:', error);
    body = new TextEncoder().encode(JSON.stringify({ type: 'error', message: 'Server error' }))
      .buffer as ArrayBuffer;
  }
  parentPort!.postMessage({ id: message.id, status, headers, body }, [body]);
});
