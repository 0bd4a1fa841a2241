import { useLayoutEffect, useRef } from 'react';
import type { LiveValue } from '@/lib/live';

export { constantLive, mapLive, type LiveValue } from '@/lib/live';

/**
 * Calls `apply(value)` whenever `live` changes to a different value (Object.is), outside React; the first
 * call is with the value rendered, so `apply` may diff against it. `apply` may change between renders.
 */
export function useLiveEffect<T>(live: LiveValue<T>, apply: (value: T, previous: T) => void, rendered: T) {
  const latest = useRef(apply);
  const last = useRef(rendered);
  useLayoutEffect(() => {
    latest.current = apply;
    last.current = rendered;
  });
  useLayoutEffect(() => {
    const check = () => {
      const next = live.get();
      const before = last.current;
      if (Object.is(next, before)) return;
      last.current = next;
      latest.current(next, before);
    };
    check(); // a change between render and subscription
    return live.subscribe(check);
  }, [live]);
}
