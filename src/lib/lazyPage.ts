import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

/**
 * A route's page, loaded on demand like `React.lazy`, that can be loaded ahead (`preload()`): once its module
 * is in, the page renders at once instead of suspending. A page that suspends on its first render commits its
 * Suspense fallback first, and React then holds the page back for up to 300 ms (its fallback throttle) —
 * on the landing route, where the entry has already loaded the page's code beside its own, that was the
 * first screen waiting for nothing.
 */
export type LazyPage = (() => ReactElement) & {
  /** Loads the page's module (once); resolves when the page can render without suspending. */
  preload(): Promise<void>;
};

type PageModule = { default: ComponentType };

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (mod) => void (loaded = mod.default),
      (error: unknown) => {
        pending = undefined; // a later visit tries again (a failed chunk is the page boundary's to show)
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then(() => ({ default: loaded! })));
  function Page() {
    // chosen once per mount: switching component types later would remount the page and lose its state
    const [Component] = useState<ComponentType>(() => loaded ?? Suspending);
    return createElement(Component);
  }
  return Object.assign(Page, { preload });
}
