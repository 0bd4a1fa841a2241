/**
 * The answer's envelope (spec §7) and the payload's schema, for the one HTTP client (./client.ts). Checked by
 * hand, without zod: the client is in the entry, and zod comes with the schemas (decision 35).
 */
import type * as z from 'zod/mini';

/** A payload's schema (zod; its output is what the call resolves). */
export type Schema<T> = z.ZodMiniType<T>;

// `type`/`message` on every call but one: `/currency/new_timeshar` answers `{code, msg, data}` (wire-facts §1).
export interface Envelope {
  type?: string | number;
  code?: string | number;
  message?: unknown;
  msg?: unknown;
  data?: unknown;
}

/** The envelope of an answer, or null when it is not one (checked by hand: zod is not in the entry). */
export function readEnvelope(json: unknown): Envelope | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const { type, code } = json as Record<string, unknown>;
  const scalar = (v: unknown) => v === undefined || typeof v === 'string' || typeof v === 'number';
  return scalar(type) && scalar(code) ? (json as Envelope) : null;
}

/** Starts loading a lazily loaded schema with the call (a failure is read when the answer is in). */
export function loadSchema<T>(
  schema: Schema<T> | (() => Promise<Schema<T>>) | undefined,
): Promise<Schema<T> | undefined> {
  const loading = typeof schema === 'function' ? schema() : Promise.resolve(schema);
  loading.catch(() => {});
  return loading;
}
