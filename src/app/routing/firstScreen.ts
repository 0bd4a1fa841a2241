/**
 * "The first screen has rendered": the landing page's code has loaded and committed (its data may still be
 * on the way). What the first screen does not need — the socket client, the service worker — waits for it,
 * and `npm run budget` reads the marks (`first-screen`, and `screen:<path>` for every page shown).
 */
let resolveFirst: () => void = () => {};
let shown = false;
/** Resolves when the first page has committed, or after FIRST_SCREEN_MAX_MS (a page that failed to load). */
export const firstScreen: Promise<void> = new Promise((resolve) => (resolveFirst = resolve));
const FIRST_SCREEN_MAX_MS = 5000;
if (typeof window !== 'undefined') setTimeout(() => resolveFirst(), FIRST_SCREEN_MAX_MS);

/** Called by the page frame once a page has committed. */
export function markScreen(path: string) {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') {
    performance.mark(`screen:${path}`);
    if (!shown) performance.mark('first-screen');
  }
  if (!shown) {
    shown = true;
    resolveFirst();
  }
}

/** Whether a page has been shown already (the first one appears without a transition). */
export function hasShownScreen(): boolean {
  return shown;
}

/** Resolves after the first screen and the browser's next idle moment (or `timeout` ms). */
export function afterFirstScreen(timeout = 2000): Promise<void> {
  return firstScreen.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
        else setTimeout(resolve, 50);
      }),
  );
}
