/**
 * The chart answer worker (see chartWorker.ts): answers `GET /api/currency/new_timeshar` with the same handlers as
 * the main thread, on an engine of its own (memory store: candles read nothing of the demo's state) that reads the
 * long periods' completed candles from the kept tables (chartWorker.tables.ts) as the keepers fill them. A request
 * whose range is not kept yet waits for it at most CHART_WAIT_MS (a look every POLL_MS), then is answered with what is
 * kept, marked `partial` (decision 94). Normal priority: it only reads and computes short spans, so its answers are
 * on time however busy the keepers are.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { getResponse } from 'msw';
import { createEngine, createMemoryStore, cryptoRng } from '../engine';
import { PERIODS } from '../engine/market';
// the market's handlers alone (the call answered here is one of them): the worker loads in half the time
import { marketHandlers as handlers } from '../handlers/market';
import { setEngine } from '../handlers/_util';
import {
  CHART_WAIT_MS,
  timeshareInput,
  type ChartWorkerData,
  type ChartWorkerMessage,
  type ChartWorkerRequest,
} from './chartWorker.shared';
import { openCandleTables } from './chartWorker.tables';

/** How often a waiting answer looks whether its range is kept. */
const POLL_MS = 25;
const CALL = '/currency/new_timeshar';

const { clockOffset, file } = workerData as ChartWorkerData;
const engine = createEngine({
  store: createMemoryStore(),
  clock: () => Date.now() + clockOffset,
  rng: cryptoRng(),
});
const tables = openCandleTables(file);
engine.market.keepCandles(tables);
setEngine(engine);
const post = (message: ChartWorkerMessage, transfer: ArrayBuffer[] = []) =>
  parentPort!.postMessage(message, transfer);

async function answer({ id, url, headers, at }: Extract<ChartWorkerRequest, { type: 'request' }>) {
  const wait = engine.market.timeshareWait(timeshareInput(url));
  const until = at + CHART_WAIT_MS;
  while (wait && !wait.kept() && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, until - Date.now())));
  let status = 500;
  let replyHeaders: [string, string][] = [['content-type', 'application/json']];
  let body: ArrayBuffer;
  try {
    const response = (await getResponse(handlers, new Request(url, { headers })))!;
    status = response.status;
    replyHeaders = [];
    response.headers.forEach((value, name) => replyHeaders.push([name, value]));
    body = await response.arrayBuffer();
  } catch (error) {
    console.error('[charts] request failed:', error);
    body = new TextEncoder().encode(JSON.stringify({ type: 'error', message: 'Server error' }))
      .buffer as ArrayBuffer;
  }
  post({ type: 'answer', id, status, headers: replyHeaders, body }, [body]);
}

// Every period a few times, latest and older pages (answers from kept rows and computed ones), before the first
// request: the first charts people ask for then do not pay for compiling and optimising this code (measured:
// the first few answers of a kind took 50–250 ms, then 10–40).
for (let round = 1; round <= 3; round++)
  for (const period of PERIODS)
    for (const to of ['', `&to=${Date.now() + clockOffset - round * 40 * 86_400_000}`])
      await getResponse(
        handlers,
        new Request(`http://charts.local/api${CALL}?symbol=BTC/USDT&period=${period}${to}`),
      );

parentPort!.on('message', (message: ChartWorkerRequest) => {
  if (message.type === 'request') return void answer(message);
  if (message.type !== 'close') return;
  tables.close();
  parentPort!.close();
});
post({ type: 'ready' });
