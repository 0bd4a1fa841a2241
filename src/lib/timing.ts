import { DEBOUNCE_MS, THROTTLE_MS } from './constants';

/**
 * Runs `fn` at once, then drops every call until `ms` have passed since that run (leading edge only:
 * a double-tapped button submits once, and a dropped tap is not replayed later).
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => unknown,
  ms = THROTTLE_MS,
): (...args: A) => void {
  let last = -Infinity;
  return (...args) => {
    const now = Date.now();
    if (now - last < ms) return;
    last = now;
    fn(...args);
  };
}

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops the pending call, if any. */
  cancel(): void;
}

/** Runs `fn` once calls have stopped for `ms`, with the arguments of the last call (trailing edge). */
export function debounce<A extends unknown[]>(fn: (...args: A) => unknown, ms = DEBOUNCE_MS): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const debounced = (...args: A) => {
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  return Object.assign(debounced, { cancel });
}

/**
 * Resolves in a later task of the event loop. Splits work that would be one long task on a phone's CPU (a
 * module's evaluation, then what uses it): between the two the browser may paint and handle input.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
