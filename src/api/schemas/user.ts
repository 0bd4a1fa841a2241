import * as z from 'zod/mini';

/**
 * Schemas for the user and common areas. Lenient where real platforms differ (ids as strings,
 * flags as 0/1), strict where the app depends on a value (the login token, the profile id).
 */

/** A flag sent as boolean, 0/1 or '0'/'1'. */
const flag = z.pipe(
  z.union([z.boolean(), z.number(), z.string()]),
  z.transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
);
const text = z.nullish(z.union([z.string(), z.number()]));
const asText = z.pipe(text, z.transform((v) => (v === null || v === undefined ? null : String(v))));

/** Login answers the raw token in `message`. */
export const tokenSchema = z.string().check(z.trim(), z.minLength(1));

/** `/user/info`: the fields the app reads (spec §3 profile). */
export const userProfileSchema = z.pipe(
  z.looseObject({
    id: z.coerce.number().check(z.int()),
    account: z.optional(asText),
    email: z.optional(asText),
    phone: z.optional(asText),
    area_code: z.optional(asText),
    nickname: z.optional(asText),
    head_portrait: z.optional(asText),
    signature: z.optional(asText),
    extension_code: z.optional(asText),
    real_name_status: z.optional(z.coerce.number()),
    google_bind: z.optional(flag),
    is_demo: z.optional(flag),
    credit_score: z.optional(z.coerce.number()),
  }),
  z.transform((u) => ({ ...u, account: u.account ?? u.email ?? u.phone ?? '' })),
);

/** `/getLevelList`: verification levels and their limits (amounts stay strings). */
export const levelSchema = z.looseObject({
  level: z.coerce.number(),
  withdraw_limit: z.optional(asText),
  withdraw_limit_currency: z.optional(asText),
  fiat_order_limit: z.optional(asText),
  fiat_order_limit_currency: z.optional(asText),
});
export const levelListSchema = z.array(levelSchema);
export type Level = z.infer<typeof levelSchema>;

/** `/getSetting`: key → value (values coerced to strings). */
export const settingsSchema = z.record(
  z.string(),
  z.pipe(text, z.transform((v) => (v === null || v === undefined ? '' : String(v)))),
);

/** Calls that answer only a confirmation text (code sent, password reset, language set…). */
export const ackSchema = z.optional(z.unknown());
