import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** A clock the caller can inject so stories and tests can freeze time. */
export type NowFn = () => number;
export const systemNow: NowFn = () => Date.now();

/** Keeps a ref to the latest value (for callbacks read in effects and timers). */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * Click guard: the wrapped handler runs on the leading edge only; clicks within `ms` of the last
 * accepted one are ignored (no trailing call — a late second submit is exactly what we prevent).
 */
export function useClickGuard<E>(handler: ((e: E) => void) | undefined, ms: number) {
  const last = useRef(-Infinity);
  const latest = useLatest(handler);
  return useCallback(
    (e: E) => {
      const t = performance.now();
      if (t - last.current < ms) return false;
      last.current = t;
      latest.current?.(e);
      return true;
    },
    [latest, ms],
  );
}

/** Whether the component is still mounted (for async callbacks). */
export function useMounted() {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

/** True only after `delay` ms of `active` being true. */
export function useDelayed(active: boolean, delay: number) {
  // `shownFor` remembers which activation the timer fired for, so a new activation starts hidden
  // without resetting state inside the effect.
  const [activation, setActivation] = useState(0);
  const [shownFor, setShownFor] = useState(-1);
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setActivation((n) => n + 1);
  }
  useEffect(() => {
    if (!active || delay <= 0) return;
    const id = window.setTimeout(() => setShownFor(activation), delay);
    return () => window.clearTimeout(id);
  }, [active, delay, activation]);
  return active && (delay <= 0 || shownFor === activation);
}
