import * as z from 'zod/mini';
import { isMobile } from '@/lib/phone';
import { ruleMessage } from './rules';

/**
 * A mobile number for the chosen area (`iso2`), national part only. Apart from `rules.ts`: it waits for the
 * phone metadata (`preloadPhone`), which only the form binding a phone needs; parse it with `parseAsync`.
 */
export const mobile = (iso2: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, ruleMessage('rule.mobileRequired')),
    z.refine((v) => isMobile(v, iso2), ruleMessage('rule.mobileInvalid')),
  );
