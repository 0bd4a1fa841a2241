import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './timing';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
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
