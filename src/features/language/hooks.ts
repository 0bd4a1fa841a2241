import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { setLang } from '@/api/common';
import type { LocaleCode } from '@/lib/locale';
import { localeAtom } from '@/state/preferences';
import { useIsLoggedIn } from '@/state/session';

/**
 * Choose the UI language: stored locally at once (the app shell follows `localeAtom`: it loads the
 * translations, switches i18next and sets `<html lang>`), then, for a signed-in user, told to the server
 * (best effort). A visitor's choice stays local: every request already carries `lang`, and a signed-out
 * `/set/lang` could be answered "session invalid" by a real platform and bounce the visitor to login.
 */
export function useChooseLanguage() {
  const setLocale = useSetAtom(localeAtom);
  const loggedIn = useIsLoggedIn();
  return useCallback(
    (code: LocaleCode) => {
      setLocale(code); // synchronous: the client stamps the next call with the new language
      if (loggedIn) void setLang(code).catch(() => undefined);
    },
    [setLocale, loggedIn],
  );
}
