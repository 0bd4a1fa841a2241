// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createFiller } from './chartWorker.fill';

/** Pairs whose work is `chunks` steps of `stepMs` busy milliseconds each; records which pair each step served. */
function workload(pairs: number[], chunks: number, stepMs = 1) {
  const done = new Map(pairs.map((p) => [p, 0]));
  const steps: number[] = [];
  const fill = (index: number) => {
    const until = performance.now() + stepMs;
    while (performance.now() < until);
    steps.push(index);
    done.set(index, done.get(index)! + 1);
    return done.get(index)! < chunks;
  };
  return { done, steps, fill };
}

describe('chart worker scheduler', () => {
  it('fills every pair in the background, in order, and says once when all are complete', async () => {
    const w = workload([0, 1, 2], 5);
    const complete: number[] = [];
    const filler = createFiller({
      pairs: [0, 1, 2],
      fill: w.fill,
      nextHourIn: () => 60_000,
      onComplete: (ms) => complete.push(ms),
      sliceMs: 3,
    });
    filler.start();
    await filler.want(1, () => false, 0); // pair 1 asked first
    await new Promise((r) => setTimeout(r, 300));
    expect([...w.done.values()]).toEqual([5, 5, 5]);
    expect(w.steps.slice(0, 5)).toEqual([1, 1, 1, 1, 1]);
    expect(complete).toHaveLength(1);
    filler.close();
  });

  it('answers a waiter as soon as its range is ready, and another pair waiting meanwhile gets turns', async () => {
    const w = workload([0, 1, 2], 1000);
    const filler = createFiller({ pairs: [0, 1, 2], fill: w.fill, nextHourIn: () => 60_000, sliceMs: 4 });
    const started = performance.now();
    const [a, b] = await Promise.all([
      filler.want(0, () => w.done.get(0)! >= 40, 5_000),
      filler.want(2, () => w.done.get(2)! >= 20, 5_000),
    ]);
    expect([a, b]).toEqual([true, true]);
    expect(performance.now() - started).toBeLessThan(1_000);
    // both pairs were served in turn, long before either finished; pair 1 (nobody waiting) waited
    const first40 = w.steps.slice(0, 40);
    expect(new Set(first40)).toEqual(new Set([0, 2]));
    expect(w.done.get(1)).toBe(0);
    filler.close();
  });

  it('gives up at the deadline: the answer then holds what is kept', async () => {
    const w = workload([0], 1_000_000);
    const filler = createFiller({ pairs: [0], fill: w.fill, nextHourIn: () => 60_000, sliceMs: 5 });
    const started = performance.now();
    expect(await filler.want(0, () => false, 150)).toBe(false);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(145);
    expect(waited).toBeLessThan(400); // the deadline, plus at most a slice or two of a busy machine
    filler.close();
  });
});
