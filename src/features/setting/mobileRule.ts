import { isMobile } from '@/lib/phone';
import type { Problem } from './rules';

/**
 * A mobile number for the chosen area (`iso2`), national part only. Apart from `rules.ts`: it brings the
 * phone metadata, which only the form binding a phone needs.
 */
export function mobileProblem(raw: string, iso2: string): Problem | undefined {
  const value = raw.trim();
  if (!value) return { key: 'rule.mobileRequired' };
  return isMobile(value, iso2) ? undefined : { key: 'rule.mobileInvalid' };
}
