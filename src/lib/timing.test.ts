import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THROTTLE_MS } from './constants';
import { debounce, nextTask, throttle } from './timing';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('throttle', () => {
  it('runs the first call at once with its arguments and drops calls inside the window', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 500);
    throttled('a', 1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('a', 1);
    vi.advanceTimersByTime(499);
    throttled('b', 2);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    throttled('c', 3);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith('c', 3);
  });

  it('never replays a dropped call later', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 500);
    throttled();
    throttled();
    vi.advanceTimersByTime(5000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it(`waits ${THROTTLE_MS} ms by default`, () => {
    const fn = vi.fn();
    const throttled = throttle(fn);
    throttled();
    vi.advanceTimersByTime(THROTTLE_MS - 1);
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    throttled();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('runs at least once and at most ceil(duration / ms) + 1 times', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 200 }),
        (ms, gaps) => {
          vi.setSystemTime(0);
          const fn = vi.fn();
          const throttled = throttle(fn, ms);
          let duration = 0;
          for (const gap of gaps) {
            vi.advanceTimersByTime(gap);
            duration += gap;
            throttled();
          }
          // Spread from the first call only: time before it does not count.
          const span = duration - gaps[0]!;
          expect(fn.mock.calls.length).toBeGreaterThanOrEqual(1);
          expect(fn.mock.calls.length).toBeLessThanOrEqual(Math.ceil(span / ms) + 1);
        },
      ),
    );
  });

  it('runs exactly once per window when called every millisecond', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    for (let t = 0; t < 1000; t++) {
      throttled();
      vi.advanceTimersByTime(1);
    }
    expect(fn).toHaveBeenCalledTimes(10);
  });
});

describe('debounce', () => {
  it('runs once, after the calls stop, with the last arguments', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 500);
    debounced('a');
    vi.advanceTimersByTime(300);
    debounced('b');
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('b');
  });

  it('waits 500 ms by default', () => {
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced();
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('drops the pending call on cancel, and works again afterwards', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 200);
    debounced('dropped');
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
    debounced('kept');
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledExactlyOnceWith('kept');
    debounced.cancel(); // nothing pending: harmless
  });

  it('runs again for a new burst', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced(1);
    vi.advanceTimersByTime(100);
    debounced(2);
    vi.advanceTimersByTime(100);
    expect(fn.mock.calls).toEqual([[1], [2]]);
  });
});

describe('nextTask', () => {
  it('resolves after the current task: microtasks and timers queued before it run first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer queued before'), 0);
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await Promise.resolve();
    expect(order).toEqual(['microtask']);
    await vi.runAllTimersAsync();
    await done;
    expect(order).toEqual(['microtask', 'timer queued before', 'next task']);
  });
});
