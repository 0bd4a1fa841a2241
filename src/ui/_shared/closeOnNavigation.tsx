import { useEffect, useRef } from 'react';
import { useInRouterContext, useLocation } from 'react-router-dom';
import { useLatest } from './hooks';

/**
 * Closes a modal layer (dialog, sheet, viewer) when the user navigates while it is open: a link, a redirect,
 * browser Back past the page. Rendered inside the layer, so it watches only while the layer is open. The layer
 * is page furniture: it must never stay over the next page. (In the app an open layer also has a history entry of
 * its own, `useHistoryEntry`: Back onto the page's entry keeps the location, so that Back closes the layer alone.)
 *
 * Under a router it watches the location (push, replace and pop alike); outside one (a dialog mounted in a
 * root of its own) it falls back to the browser's `popstate` and `hashchange` events.
 */
export function CloseOnNavigation({ onClose }: { onClose: () => void }) {
  return useInRouterContext() ? <WatchLocation onClose={onClose} /> : <WatchHistory onClose={onClose} />;
}

function WatchLocation({ onClose }: { onClose: () => void }) {
  const { key } = useLocation();
  const openedAt = useRef(key);
  const close = useLatest(onClose);
  useEffect(() => {
    if (key !== openedAt.current) close.current();
  }, [key, close]);
  return null;
}

function WatchHistory({ onClose }: { onClose: () => void }) {
  const close = useLatest(onClose);
  useEffect(() => {
    const handle = () => close.current();
    window.addEventListener('popstate', handle);
    window.addEventListener('hashchange', handle);
    return () => {
      window.removeEventListener('popstate', handle);
      window.removeEventListener('hashchange', handle);
    };
  }, [close]);
  return null;
}
