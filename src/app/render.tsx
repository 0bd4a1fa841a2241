import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { attachOverlayHistory } from '@/lib/overlayHistory';
import { App } from './App';

/**
 * React DOM and the app's frame, loaded by the entry once its own work is done: evaluating them is a task of
 * its own instead of a part of the entry's (preloaded by index.html all the same, decision 35).
 */
export function renderApp(store: ReturnType<typeof createStore>, queryClient: QueryClient) {
  // open sheets and dialogs are history entries Back closes (issue 28); attached before the router listens
  attachOverlayHistory(window);
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App store={store} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}
