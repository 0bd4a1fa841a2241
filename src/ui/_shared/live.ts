import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { LiveValue } from '@/lib/live';

export { constantLive, mapLive, type LiveValue } from '@/lib/live';

/**
 * Calls `apply(value)` whenever `live` changes to a different value (Object.is), outside React; the first
 * call is with the value rendered, so `apply` may diff against it. `apply` may change between renders.
 *
 * With `onScreen`, changes are applied only while that element is on screen (or near it): a cell scrolled
 * out of view formats and writes nothing per tick, and catches up with the latest value as it comes back.
 * The element must be committed before this hook's layout effect runs: the component's own element or an
 * earlier sibling (an ancestor's ref is set only after its children's effects: the feed is then not gated).
 */
export function useLiveEffect<T>(
  live: LiveValue<T>,
  apply: (value: T, previous: T) => void,
  rendered: T,
  onScreen?: RefObject<Element | null>,
) {
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
    const el = onScreen?.current;
    if (!el) return live.subscribe(check);
    // Still subscribed while out of view (the feed stays open, nothing is missed), but nothing is formatted
    // or written until the element is back on screen.
    let visible = false;
    const off = live.subscribe(() => visible && check());
    const stop = watchOnScreen(el, (now) => {
      visible = now;
      if (now) check();
    });
    return () => {
      stop();
      off();
    };
    // `onScreen` is a ref: its element is read when subscribing
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);
}

type Watcher = (visible: boolean) => void;
const watchers = new Map<Element, Set<Watcher>>();
let observer: IntersectionObserver | null = null;

/** Rows this far outside the viewport still count as on screen (a fling lands on current figures). */
const MARGIN = '50% 0px';

/**
 * Tells `watch` whether `el` is on screen now and whenever that changes (one IntersectionObserver for the
 * whole app; several watchers may share an element). Without IntersectionObserver (tests in jsdom) an
 * element is always on screen.
 */
function watchOnScreen(el: Element, watch: Watcher): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    watch(true);
    return () => {};
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) watchers.get(entry.target)?.forEach((w) => w(entry.isIntersecting));
    },
    { rootMargin: MARGIN },
  );
  let set = watchers.get(el);
  if (!set) {
    watchers.set(el, (set = new Set()));
    observer.observe(el);
  } else {
    // the element is observed already: its first report has been given, so ask for a fresh one
    observer.unobserve(el);
    observer.observe(el);
  }
  set.add(watch);
  return () => {
    set.delete(watch);
    if (set.size > 0) return;
    watchers.delete(el);
    observer?.unobserve(el);
  };
}
