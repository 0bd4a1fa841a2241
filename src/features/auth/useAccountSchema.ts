import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { localeAtom } from '@/state/preferences';
import { regionName } from './countries';
import { areaAtom } from './state';
import type { AccountContext } from './validation';

/**
 * A form's schema built for the chosen calling code (a phone number is checked against its area, and the
 * message names the area in the UI language); built again when either changes. `build` is a module-level
 * function (`loginSchema`, `resetSchema`…).
 */
export function useAccountSchema<S>(build: (ctx: AccountContext) => S): S {
  const area = useAtomValue(areaAtom);
  const locale = useAtomValue(localeAtom);
  return useMemo(() => build({ area, countryName: regionName(area.iso2, locale) }), [build, area, locale]);
}
