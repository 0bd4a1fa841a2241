import * as z from 'zod/mini';
import { toDec } from '@/lib/decimal';
import { toMillis } from '@/lib/time';

/**
 * Building blocks of the schemas: what a platform of the family may send for one value, and the one form the
 * app keeps. Prices and amounts stay strings (a number some platforms send is turned into its string form);
 * ids and precisions are numbers.
 */

/** A decimal: string or number, always a string after parsing. */
export const dec = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v) => String(v)),
);

/** A decimal that may be missing (null, undefined or ''): "0" then. */
export const optDec = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((v) => (v === null || v === undefined || v === '' ? '0' : String(v))),
);

/** Text that may be missing or numeric: '' when missing. */
export const text = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((v) => (v === null || v === undefined ? '' : String(v))),
);

/** Text that may be missing: null when missing. */
export const optText = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((v) => (v === null || v === undefined ? null : String(v))),
);

/** An integer id or count, from a number or a numeric string. */
export const int = z.coerce.number();

/** A flag sent as boolean, 0/1 or '0'/'1' (missing = false). */
export const flag = z.pipe(
  z.nullish(z.union([z.boolean(), z.number(), z.string()])),
  z.transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
);

// ---- readings the trade area's rows need (../wire/trade/contract.ts, seconds.ts, spot.ts) ----

/** A decimal string from a wire value: a number without exponent notation, a string as sent without '+'; else null. */
export function decimalOf(v: unknown): string | null {
  if (typeof v === 'number') return toDec(v)?.toString() ?? null;
  if (typeof v !== 'string') return null;
  const s = v.trim().replace(/^\+/, '');
  return toDec(s) ? s : null;
}

/** A decimal that must be a number: "0" when missing or unreadable (never a string decimal.js would refuse). */
export const decOrZero = z.pipe(
  z.optional(z.unknown()),
  z.transform((v) => decimalOf(v) ?? '0'),
);

/** A decimal that may be absent: null when missing or unreadable. */
export const decOrNull = z.pipe(
  z.optional(z.unknown()),
  z.transform((v) => decimalOf(v)),
);

// "Y-m-d H:i:s" (Laravel 5.5), optionally with a fraction and a zone (later Laravels: ISO 8601 with `Z`).
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A server time in epoch ms, or null: epoch seconds or ms (a number or digits; ten digits or fewer are
 * seconds), or a date-time text. A text without a zone is read as UTC (the demo exchange's clock; the family
 * does not say its servers' zone). 0, '' and "0000-00-00 00:00:00" are null.
 */
export function toEpochMs(v: unknown): number | null {
  if (typeof v === 'number' || (typeof v === 'string' && /^\d+(\.\d+)?$/.test(v.trim()))) {
    const ms = toMillis(typeof v === 'string' ? v.trim() : v);
    return Number.isFinite(ms) && ms > 0 ? Math.round(ms) : null;
  }
  if (typeof v !== 'string') return null;
  const m = DATE_TIME.exec(v.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, fraction = '', zone] = m;
  const text = `${y}-${mo}-${d}T${h}:${mi}:${s}`;
  const ms = Date.parse(`${text}${fraction.slice(0, 4)}${zone ?? 'Z'}`);
  // Date.parse rolls "02-30" over or refuses it, depending on the engine: the fields must read back the same
  if (!Number.isFinite(ms) || ms <= 0) return null;
  if (!zone && new Date(ms).toISOString().slice(0, 19) !== text) return null;
  return ms;
}

/** A server time (see `toEpochMs`): epoch ms or null. */
export const epochMs = z.pipe(z.optional(z.unknown()), z.transform(toEpochMs));

/** A wire code (`1`, `'1'`) read through `table` into the domain's name; any other value fails. */
export function wireEnum<T extends string>(table: Readonly<Record<string, T>>) {
  return z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((v, ctx) => {
      const name = Object.hasOwn(table, String(v).trim()) ? table[String(v).trim()] : undefined;
      if (name !== undefined) return name;
      ctx.issues.push({ code: 'custom', message: `unknown code ${String(v)}`, input: v });
      return z.NEVER;
    }),
  );
}

/** A positive integer id, from a number or digits. */
export const id = z.coerce.number().check(z.int(), z.positive());

/** The items of a list that read with `schema`; the others are dropped (one odd row does not hide a list). */
export function readEach<S extends z.ZodMiniType>(schema: S, items: readonly unknown[]): z.output<S>[] {
  const out: z.output<S>[] = [];
  for (const item of items) {
    const parsed = schema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

/** A confirmation text (`message` of an action): the text, or '' when the server sends none or something else. */
export const ackText = z.pipe(
  z.optional(z.unknown()),
  z.transform((v) => (typeof v === 'string' ? v : '')),
);

/** A non-negative integer (an id of a related row, a count): 0 when missing or unreadable. */
export const count = z.pipe(
  z.optional(z.unknown()),
  z.transform((v) => {
    const n = typeof v === 'number' || typeof v === 'string' ? Number(v) : NaN;
    return Number.isSafeInteger(n) && n >= 0 ? n : 0;
  }),
);

/** A list whose items are read one by one (`readEach`): [] when it is not a list. */
export const anyList = z.pipe(
  z.optional(z.unknown()),
  z.transform((v): unknown[] => (Array.isArray(v) ? v : [])),
);
