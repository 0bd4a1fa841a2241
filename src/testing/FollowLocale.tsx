import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { switchLocale } from '@/app/i18n';
import { localeAtom } from '@/state/preferences';

/**
 * Stories only: follows `localeAtom` the way the app shell (`AppEffects`) does — translations, i18next and
 * `<html lang>` — so a story shows what a language choice changes. Storybook's own decorator sets the
 * language once from the toolbar and does not watch the atom. (Unit tests render `AppEffects` itself.)
 */
export function FollowLocale() {
  const locale = useAtomValue(localeAtom);
  useEffect(() => {
    void switchLocale(locale);
  }, [locale]);
  return null;
}
