import { createStore } from 'jotai';
import { migrateStorage } from '@/state/storage';
import { localeAtom } from '@/state/preferences';
import { nextTask } from '@/lib/timing';
import { createQueryClient } from './queryClient';
import { wireApi } from './wireApi';
import { switchLocale } from './i18n';
import { loadLocaleFonts } from './fonts';
import { registerServiceWorker, warmOfflineCache } from './pwa';
import { afterFirstScreen } from './routing/firstScreen';
import { pathOfHash, prefetchRoute } from './routing/prefetch';
import './fonts';

migrateStorage();
const store = createStore();
const queryClient = createQueryClient();
wireApi(store, queryClient);

// The stored language and the landing route's strings before the first paint (so it is already translated);
// the route's API calls start now too, in parallel with its code (preloaded by index.html).
const locale = store.get(localeAtom);
const ready = switchLocale(locale).catch(() => switchLocale('en'));
const route = ready.then(() => prefetchRoute(pathOfHash(window.location.hash), queryClient));
// React DOM and the app's frame evaluate in a task of their own, after this one (decision 35).
const render = nextTask().then(() => import('./render'));
void Promise.all([route, locale !== 'pseudo' && loadLocaleFonts(locale)])
  .catch(() => undefined)
  .then(() => render)
  .then(({ renderApp }) => renderApp(store, queryClient))
  .catch((error: unknown) => console.error('[app]', error));

// The service worker after the first screen. On a first visit it takes control once installed; the public
// answers the page fetched are asked for once more through it, so an offline start shows the last figures.
void afterFirstScreen()
  .then(() => registerServiceWorker({ onFirstControl: () => void warmOfflineCache() }))
  .catch((error: unknown) => console.warn('[sw]', error));
