import * as z from 'zod/mini';

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
