/**
 * A chart keeper worker (see chartWorker.ts): fills the kept tables (chartWorker.tables.ts) for its share of the
 * pairs (index mod `shards`), in the background from the start, in slices (chartWorker.fill.ts); a pair someone
 * has just asked for (`hint`) gets the slices first until its range is kept or the answer's wait is over. Lowest
 * CPU priority: when cores are scarce, the event loop, the answers and everything else on the machine run first.
 * It loads the candles alone (no handlers, no engine), so it starts in a fraction of a second.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createCandleKeeper } from '../engine/market';
import { createFiller } from './chartWorker.fill';
import {
  CHART_WAIT_MS,
  timeshareInput,
  type ChartWorkerData,
  type ChartWorkerMessage,
  type ChartWorkerRequest,
} from './chartWorker.shared';
import { openCandleTables } from './chartWorker.tables';

// On Linux, pid 0 = the calling thread.
try {
  setPriority(0, 19);
} catch {
  // not permitted here: same priority as the rest
}
const { clockOffset, file, shard, shards } = workerData as Extract<ChartWorkerData, { role: 'keep' }>;
const clock = () => Date.now() + clockOffset;
const tables = openCandleTables(file);
const keeper = createCandleKeeper(tables, clock);
const mine = Array.from({ length: keeper.pairs }, (_, i) => i).filter((i) => i % shards === shard);
const post = (message: ChartWorkerMessage) => parentPort!.postMessage(message);

const filler = createFiller({
  pairs: mine,
  fill: keeper.fill,
  nextHourIn: () => 3_600_000 - (clock() % 3_600_000),
  onComplete: (ms) => post({ type: 'filled', pairs: mine.length, ms }),
  onError: (index, error) => console.error(`[charts] keeping pair ${index} failed:`, error),
});

parentPort!.on('message', (message: ChartWorkerRequest) => {
  if (message.type === 'hint') {
    const wait = keeper.timeshareWait(timeshareInput(message.url));
    if (wait) void filler.want(wait.index, wait.kept, message.at + CHART_WAIT_MS - Date.now());
  } else if (message.type === 'close') {
    filler.close();
    tables.close();
    parentPort!.close();
  }
});
post({ type: 'ready' });
filler.start();
