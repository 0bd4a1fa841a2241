/** What the chart threads share (chartWorker.ts, its answer worker and its keepers): settings and messages. */

/**
 * How long an answer waits for its range to be kept, from the moment the server received the request: half the
 * second a chart may take (issue 37), the other half for the answer itself on a busy machine.
 */
export const CHART_WAIT_MS = 500;

export type ChartWorkerData = { clockOffset: number; file: string } & (
  { role: 'answer' } | { role: 'keep'; shard: number; shards: number }
);

/** To a worker: a request to answer (answer worker), a pair someone asked for (its keeper), or the end. */
export type ChartWorkerRequest =
  | { type: 'request'; id: number; url: string; headers: [string, string][]; at: number }
  | { type: 'hint'; url: string; at: number }
  | { type: 'close' };

/** From a worker: answers by id, `ready` once, `filled` when a keeper's pairs are first complete. */
export type ChartWorkerMessage =
  | { type: 'answer'; id: number; status: number; headers: [string, string][]; body: ArrayBuffer }
  | { type: 'ready' }
  | { type: 'filled'; pairs: number; ms: number };

/** The `/currency/new_timeshar` fields of a request URL, as the engine takes them. */
export function timeshareInput(url: string) {
  const query = new URL(url).searchParams;
  const field = (name: string) => query.get(name) ?? undefined;
  return { symbol: field('symbol'), period: field('period'), from: field('from'), to: field('to') };
}
