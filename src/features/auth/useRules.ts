import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeAtom } from '@/state/preferences';
import { regionName } from './regions';
import { areaAtom } from './state';
import type { RuleContext, Translate } from './validation';

/** What the pure rules need from the app: the translator, the chosen area and its name. */
export function useRules(): RuleContext {
  const { t } = useTranslation('auth');
  const area = useAtomValue(areaAtom);
  const locale = useAtomValue(localeAtom);
  return useMemo(
    () => ({ t: ((key, vars) => t(key, vars)) as Translate, area, countryName: regionName(area.iso2, locale) }),
    [t, area, locale],
  );
}
