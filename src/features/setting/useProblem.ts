import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from './rules';

/** Turns a rule's problem into its message in the UI language (undefined stays undefined). */
export function useProblem() {
  const { t } = useTranslation('setting');
  return useCallback((p: Problem | undefined) => (p ? t(p.key, p.values) : undefined), [t]);
}
