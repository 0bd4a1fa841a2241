import { atomWithStorage } from 'jotai/utils';
import type { LocaleCode } from '@/lib/locale';
import { jsonStorage, STORAGE_KEYS } from './storage';

// Defined here, not imported: state sits below theme and app (layers: lib < state < api < … < theme < … < app).
// `src/theme` and `src/app/i18n` declare the same unions.
export type ThemeMode = 'dark' | 'light';
export type UpDownMode = 'green-up' | 'red-up';
/** A UI language: a wire locale code, or Storybook's pseudo-locale. */
export type UiLocale = LocaleCode | 'pseudo';

export interface Preferences {
  theme: ThemeMode;
  upDown: UpDownMode;
}

export const preferencesAtom = atomWithStorage<Preferences>(
  STORAGE_KEYS.preferences,
  { theme: 'dark', upDown: 'green-up' },
  jsonStorage<Preferences>(),
  { getOnInit: true },
);

/** The chosen language, stored locally; default en (spec §1). */
export const localeAtom = atomWithStorage<UiLocale>(STORAGE_KEYS.lang, 'en', jsonStorage<UiLocale>(), {
  getOnInit: true,
});
