/**
 * A frame to itself for one canvas redraw.
 *
 * The order book and the tickers write their changes into the DOM from timer tasks (no script runs in the
 * frame that renders them); the chart draws in an animation frame. When both land in one frame, that frame
 * runs the chart's script *and* the book's style, layout and paint: one long task. The chart holds the frame
 * while it prepares and draws a redraw; the feeds' writes wait meanwhile and run right after it, one or two
 * frames later.
 */
let holds = 0;
const deferred = new Set<() => void>();

/** A hold is released after this long at the latest, so the feeds can never stall. */
export const MAX_HOLD_MS = 500;

/** Runs `write` now, or (once, however often it is asked) when no redraw holds the frame. */
export function writeWhenFrameFree(write: () => void): void {
  if (holds === 0) write();
  else deferred.add(write);
}

/** Holds the frame until the returned function is called (once; later calls do nothing) or MAX_HOLD_MS. */
export function holdFrame(): () => void {
  holds++;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    if (--holds > 0) return;
    const jobs = [...deferred];
    deferred.clear();
    for (const job of jobs) job();
  };
  const timer = setTimeout(release, MAX_HOLD_MS);
  return release;
}

/**
 * Calls `cb` in a task of its own right after the next frame: whatever was written before has been
 * rendered, so the frame `cb` leads to renders only what `cb` changes. (An idle callback would not do:
 * two of them may run back to back with no frame between, and the writes released by one would then be
 * rendered in the frame the other starts.) A hidden page renders no frames: `cb` waits until it is shown.
 */
export function afterRender(cb: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(cb, 0));
  else setTimeout(cb, 16);
}
