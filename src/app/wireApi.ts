import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { configureApi } from '@/api/client';
import { i18next } from '@/app/i18n';
import { ERROR_REDIRECT_MS } from '@/lib/constants';
import { wireLocale } from '@/lib/locale';
import { localeAtom } from '@/state/preferences';
import { tokenAtom, userAtom } from '@/state/session';
import { slowCallsAtom } from '@/state/ui';
import { toast } from '@/ui/Toast';
import { getCurrentPath, navigateTo } from './routing/navigation';
import { ROUTES } from '@/lib/routes';

type Store = ReturnType<typeof createStore>;

/**
 * Connects the API client to the app: token and language from the store, toasts, and the
 * 999 / 998 rules of spec §8. Several 999s in a row (parallel calls) redirect only once.
 */
export function wireApi(store: Store, queryClient: QueryClient) {
  let redirecting: ReturnType<typeof setTimeout> | null = null;
  const redirectOnce = (path: string) => {
    if (redirecting) return;
    redirecting = setTimeout(() => {
      redirecting = null;
      navigateTo(path, { replace: true });
    }, ERROR_REDIRECT_MS);
  };

  configureApi({
    getToken: () => store.get(tokenAtom),
    getLang: () => wireLocale(store.get(localeAtom)),
    onError: (message) => toast.show(message, { kind: 'error' }),
    onSessionInvalid: (message) => {
      toast.show(message, { kind: 'error' });
      store.set(userAtom, RESET);
      store.set(tokenAtom, RESET);
      // "stop timers": polling queries stop and cached private data is dropped.
      void queryClient.cancelQueries();
      queryClient.removeQueries();
      const path = getCurrentPath();
      if (path !== ROUTES.login.path && path !== ROUTES.register.path) redirectOnce(ROUTES.login.path);
    },
    onVerifyRequired: (message) => {
      toast.show(message, { kind: 'error' });
      redirectOnce(ROUTES.realMark.path);
    },
    onSlowCalls: (count) => store.set(slowCallsAtom, count),
    // The api layer never imports the app: the client's own texts are translated here.
    translate: (key) => i18next.t(key as never) as string,
  });
}
