import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * An overlay (sheet, dialog) whose code loads the first time it opens: a page that only shows the button that
 * opens it does not load the overlay — nor the animation code every sheet and dialog brings — before its first
 * screen. Closed before its first opening it renders nothing; once loaded it stays mounted, so it animates out
 * and in again as the eager one does. The overlay's module must not be imported statically elsewhere on the page.
 */
export function lazyWhenOpen<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Overlay = lazy(() => load().then((component) => ({ default: component })));
  function LazyOverlay(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  }
  return LazyOverlay;
}
