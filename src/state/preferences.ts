import { atomWithStorage } from 'jotai/utils';
import type { ThemeMode, UpDownMode } from '@/app/theme';
import { jsonStorage, STORAGE_KEYS } from './storage';
import type { UiLocale } from '@/app/i18n';

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
export const localeAtom = atomWithStorage<UiLocale>(STORAGE_KEYS.lang, 'en', jsonStorage<UiLocale>(), { getOnInit: true });
