import * as z from 'zod/mini';
import { optText } from './primitives';

/**
 * Schemas of the user area's answers that are the same on the wire and in the app. The profile's wire shape
 * and adapter are `../wire/auth.ts`.
 */

/** Login answers the raw token in `message` (a 32-character md5 hex string on the family's servers). */
export const tokenSchema = z.string().check(z.trim(), z.minLength(1));

/** `/getLevelList`: verification levels and their limits (amounts stay strings). Not found in the family. */
export const levelSchema = z.looseObject({
  level: z.coerce.number(),
  withdraw_limit: z.optional(optText),
  withdraw_limit_currency: z.optional(optText),
  fiat_order_limit: z.optional(optText),
  fiat_order_limit_currency: z.optional(optText),
});
export const levelListSchema = z.array(levelSchema);
export type Level = z.infer<typeof levelSchema>;

/** Calls that answer only a confirmation text (code sent, password reset, language set…). */
export const ackSchema = z.optional(z.unknown());
