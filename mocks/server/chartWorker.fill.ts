/**
 * A chart worker's scheduler (issue 37): runs its pairs' history work (`fill`, one chunk of at most a day) in
 * slices of SLICE_MS, so the worker reads its messages between slices and an answer from kept rows never waits
 * longer than one slice. Pairs someone waits for get the slices, in turn (one pair's work never holds up another
 * pair's answer); otherwise the pairs asked for most recently go first, then the rest in display order. When
 * every pair is complete it sleeps until the next hour completes, then adds that hour everywhere.
 */

/** Longest piece of work between two looks at the worker's messages. */
export const SLICE_MS = 25;

export interface FillerOptions {
  /** The pairs this worker keeps, in the order their history is filled when nobody waits. */
  pairs: readonly number[];
  /** One chunk of pair `index`'s work; false when its history is complete up to the last hour. */
  fill: (index: number) => boolean;
  /** ms until the next hour completes (when the complete histories have a new hour to add). */
  nextHourIn: () => number;
  /** The first time every pair is complete, with the ms it took. */
  onComplete?: (ms: number) => void;
  onError?: (index: number, error: unknown) => void;
  sliceMs?: number;
}

interface Waiter {
  index: number;
  ready: () => boolean;
  resolve: (ready: boolean) => void;
  timer: ReturnType<typeof setTimeout>;
}

export function createFiller(options: FillerOptions) {
  const sliceMs = options.sliceMs ?? SLICE_MS;
  const order = [...options.pairs];
  /** Pairs with nothing to do until the next hour (or until someone waits for them again). */
  const resting = new Set<number>();
  const waiters = new Set<Waiter>();
  const started = performance.now();
  let reported = false;
  let turn = 0;
  let scheduled = false;
  let closed = false;
  let sleep: ReturnType<typeof setTimeout> | undefined;

  function wake() {
    if (scheduled || closed) return;
    clearTimeout(sleep);
    scheduled = true;
    setImmediate(run);
  }

  /** Round robin over the pairs someone waits for, else the first pair in `order` with work left. */
  function pick(): number | undefined {
    const waiting = [...new Set([...waiters].map((w) => w.index))].filter((i) => !resting.has(i));
    if (waiting.length) return waiting[turn++ % waiting.length];
    return order.find((i) => !resting.has(i));
  }
  const hasWork = () => order.some((i) => !resting.has(i)) || [...waiters].some((w) => !resting.has(w.index));

  function run() {
    scheduled = false;
    if (closed) return;
    const index = pick();
    if (index !== undefined) {
      const until = performance.now() + sliceMs;
      try {
        let more = true;
        while (more && performance.now() < until) more = options.fill(index);
        if (!more) resting.add(index);
      } catch (error) {
        resting.add(index); // retried at the next hour
        options.onError?.(index, error);
      }
    }
    settle();
    if (hasWork()) return wake();
    if (!reported) {
      reported = true;
      options.onComplete?.(performance.now() - started);
    }
    sleep = setTimeout(() => {
      resting.clear();
      wake();
    }, options.nextHourIn() + 1000);
  }

  function settle() {
    for (const w of waiters)
      if (resting.has(w.index) || w.ready()) {
        waiters.delete(w);
        clearTimeout(w.timer);
        w.resolve(w.ready());
      }
  }

  return {
    /** Starts the background work. */
    start: wake,
    /**
     * Waits (at most `waitMs`) until `ready()`, giving pair `index` the slices meanwhile and first place after.
     * Resolves whether it became ready.
     */
    want(index: number, ready: () => boolean, waitMs: number): Promise<boolean> {
      const at = order.indexOf(index);
      if (at >= 0) order.splice(at, 1);
      order.unshift(index);
      resting.delete(index);
      if (ready()) return Promise.resolve(true);
      wake();
      if (closed || waitMs <= 0) return Promise.resolve(false);
      return new Promise((resolve) => {
        const waiter: Waiter = {
          index,
          ready,
          resolve,
          timer: setTimeout(() => {
            waiters.delete(waiter);
            resolve(false);
          }, waitMs),
        };
        waiters.add(waiter);
      });
    },
    close() {
      closed = true;
      clearTimeout(sleep);
      for (const w of waiters) {
        clearTimeout(w.timer);
        w.resolve(false);
      }
      waiters.clear();
    },
  };
}
