/**
 * A value that changes outside React (a socket feed): read it now with `get()`, hear about changes with
 * `subscribe()`. Live components (src/ui) render it once and then write each change straight to their own
 * DOM nodes, so a list of fifty rows at 10 Hz costs no React render per tick.
 */
export interface LiveValue<T> {
  get(): T;
  subscribe(onChange: () => void): () => void;
}

/** A fixed value as a LiveValue (stories, snapshots). */
export function constantLive<T>(value: T): LiveValue<T> {
  return { get: () => value, subscribe: () => () => {} };
}

/** One field of a live object, as its own LiveValue (same subscription). */
export function mapLive<T, U>(live: LiveValue<T>, pick: (value: T) => U): LiveValue<U> {
  return { get: () => pick(live.get()), subscribe: (cb) => live.subscribe(cb) };
}
