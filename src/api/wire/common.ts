/**
 * The common area's adapter (wire-facts §2). `GET /getSetting {keyword}`: the facts give the value itself (a
 * string); T's controller answers the `settings` row (`{ id, key, value, … }`) or null. Both are read into the
 * value, or null when the platform has no such setting (decision 48).
 */
import * as z from 'zod/mini';

const scalar = z.union([z.string(), z.number()]);

export const settingSchema = z.pipe(
  z.optional(z.nullable(z.union([scalar, z.looseObject({ key: z.optional(z.string()), value: z.optional(z.nullable(scalar)) })]))),
  z.transform((v): string | null => {
    if (v === null || v === undefined) return null;
    if (typeof v === 'object') return v.value === null || v.value === undefined ? null : String(v.value);
    return String(v);
  }),
);
