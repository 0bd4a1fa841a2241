/**
 * Overlays in the browser's history (issue 28): each open sheet or dialog is one history entry of its own, so
 * Back closes the top overlay alone and stays on the page, as a phone's Back does in the Binance and OKX apps.
 *
 * An overlay's entry is a copy of the entry under it (same URL, same router state: the router sees the same
 * location) with a mark. Then:
 * - Back onto the entry under an overlay's closes that overlay (its `onBack`), the top one first;
 * - an overlay closed by its own means (its button, the backdrop, Escape, a choice) takes its entry back out
 *   (`history.go(-n)`), so no dead entry is left for Back to walk through;
 * - a link followed from inside an overlay pushes its page over the overlay's entry: that entry is left behind,
 *   and Back (or Forward) landing on it steps over it, so it never shows the page twice or opens the overlay again;
 * - a navigation that replaces the current entry from inside an overlay (a pair picker switching the pair)
 *   replaces the page's entry under it instead, as it would without the overlay: Back then leaves the page.
 *
 * Only the app attaches it (`attachOverlayHistory`): Storybook, unit tests and pages rendered without it keep the
 * overlays as they were, with no history of their own. Plain code, no React: `src/ui/_shared/historyEntry.ts` is
 * the hook the shared sheet and dialog use.
 */

const MARK = 'overlay';

interface Mark {
  /** This document's id: an entry left from before a reload is not one of ours. */
  doc: string;
  id: number;
}

interface Entry {
  id: number;
  onBack: () => void;
  /** Its history entry is in place (pushes wait while one of our own traversals is under way). */
  pushed: boolean;
  /** Closed by its own means; its entry leaves at the next flush. */
  released: boolean;
  /** The router's index (`idx`) of the entry it opened over: a replace keeps it, a push raises it. */
  base: unknown;
}

/** One open overlay's hold on its history entry. */
export interface OverlayEntry {
  /** The overlay closed by its own means: its entry leaves history (after the current task's effects). */
  release(): void;
  /** Takes a release back, when made in the same task (React StrictMode runs an effect's cleanup, then the effect). */
  revive(): boolean;
}

const doc = Math.random().toString(36).slice(2, 10);
let target: Window | null = null;
let nextId = 1;
let stack: Entry[] = [];
/** Our own traversals (`go(-n)`) whose `popstate` has not come yet; pushes wait for them. */
let traversing = 0;
let flushQueued = false;
/** A replace made over an overlay's entry, to put on the page's entry once the traversal lands there. */
let carried: { state: unknown; url: string } | null = null;
/** Entries left in history after their overlay closed: above the current entry (Forward reaches them) or below. */
const left = new Map<number, 'above' | 'below'>();

const objectOf = (state: unknown): Record<string, unknown> =>
  state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};

function markOf(state: unknown): Mark | null {
  const mark = objectOf(state)[MARK] as Partial<Mark> | undefined;
  return mark?.doc === doc && typeof mark.id === 'number' ? (mark as Mark) : null;
}

function push(win: Window, entry: Entry) {
  const state = objectOf(win.history.state);
  entry.base = state.idx;
  win.history.pushState({ ...state, [MARK]: { doc, id: entry.id } satisfies Mark }, '');
  entry.pushed = true;
  // a push drops every entry after the current one
  for (const [id, side] of left) if (side === 'above') left.delete(id);
}

function go(win: Window, delta: number) {
  traversing++;
  win.history.go(delta);
}

function pushWaiting() {
  if (!target || traversing > 0) return;
  for (const entry of stack) if (!entry.pushed && !entry.released) push(target, entry);
}

/** Takes the entries of overlays closed by their own means out of history, from the top. */
function flush() {
  flushQueued = false;
  stack = stack.filter((e) => e.pushed || !e.released);
  const gone: Entry[] = [];
  while (stack.at(-1)?.released) gone.push(stack.pop()!);
  const top = gone[0];
  if (!top || !target) return;
  const state = target.history.state;
  const mark = markOf(state);
  if (mark?.id === top.id) {
    // the top overlay's entry is the current one: step back over the closed ones
    for (const e of gone) left.set(e.id, 'above');
    go(target, -gone.length);
  } else if (!mark && top.base != null && objectOf(state).idx === top.base) {
    // a navigation replaced the top overlay's entry: the page's entry under them takes the new location
    carried = { state, url: target.location.href };
    for (const e of gone.slice(1)) left.set(e.id, 'above');
    go(target, -gone.length);
  } else {
    // a navigation pushed a page over them (or they were already left): Back steps over their entries
    for (const e of gone) left.set(e.id, 'below');
  }
}

function onPopState() {
  const win = target;
  if (!win) return;
  if (traversing > 0) {
    traversing--;
    if (carried) {
      // before the router reads the location (this listener captures, so it runs first)
      win.history.replaceState(carried.state, '', carried.url);
      carried = null;
    }
  }
  const mark = markOf(win.history.state);
  const at = mark ? stack.findIndex((e) => e.id === mark.id && e.pushed) : -1;
  // Back: the overlays whose entries are above the current one close, the top one first
  const closing = stack.slice(at + 1).filter((e) => e.pushed);
  stack = stack.filter((e) => !closing.includes(e));
  for (const e of closing.reverse()) {
    left.set(e.id, 'above');
    if (!e.released) e.onBack();
  }
  const here = stack[at];
  if (here?.released) {
    // the entry of an overlay that closed while one above it was open: nothing to show, step over it
    left.set(here.id, 'above');
    stack.splice(at, 1);
    win.history.back();
  } else if (mark && at < 0) {
    // an entry left behind by a closed overlay: go on in the direction the user went
    const side = left.get(mark.id);
    if (side === 'below') {
      left.set(mark.id, 'above');
      win.history.back();
    } else if (side === 'above') {
      left.set(mark.id, 'below');
      win.history.forward();
    }
  }
  pushWaiting();
}

/**
 * Gives each overlay opened from now on an entry in `win`'s history. Called once by the app, before its router
 * listens (the listener also captures, so it reads each `popstate` before the router does). Returns the detach.
 */
export function attachOverlayHistory(win: Window): () => void {
  if (target) return () => undefined;
  target = win;
  win.addEventListener('popstate', onPopState, { capture: true });
  return () => {
    win.removeEventListener('popstate', onPopState, { capture: true });
    target = null;
    stack = [];
    traversing = 0;
    carried = null;
    left.clear();
  };
}

/** An overlay opened: its entry goes into history; `onBack` closes it when Back takes the entry out. */
export function openOverlayEntry(onBack: () => void): OverlayEntry {
  const entry: Entry = { id: nextId++, onBack, pushed: false, released: false, base: undefined };
  stack.push(entry);
  if (target && traversing === 0) push(target, entry);
  return {
    release() {
      if (entry.released) return;
      entry.released = true;
      if (!flushQueued) {
        flushQueued = true;
        queueMicrotask(flush);
      }
    },
    revive() {
      if (!entry.released || !stack.includes(entry)) return false;
      entry.released = false;
      return true;
    },
  };
}
