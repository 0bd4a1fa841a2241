/**
 * The wire contract, pinned in both directions (docs/architecture.md, "Wire compatibility"):
 *
 *   - the app reads the family: each recorded example (`examples/<area>/<call>.json`, written from
 *     /work/shared/spec/wire-facts.md) is served to the app's real call and its domain answer checked;
 *   - the demo exchange speaks the family: the same call is made against the demo's handlers, and their
 *     answer must pass the app's zod schema for the family's shape and carry every key the example has
 *     (recursively; extra keys are the demo's own, listed in the table).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import type * as z from 'zod/mini';
import { server } from '@mocks/node';
import { DEMO_PASSWORD } from '@mocks/fixtures/auth';

// Envelopes are read loosely: the schemas and assertions state the shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

/** A recorded answer of the family: the whole envelope. */
export function example(area: string, name: string): Loose {
  // vitest runs from the repository root (under jsdom, `import.meta.url` is not a file URL)
  return JSON.parse(readFileSync(join(process.cwd(), 'tests/contract/examples', area, `${name}.json`), 'utf8'));
}

/** The envelope's payload: `message`, or `data` for the candle call's `{code, msg, data}`. */
export const payload = (envelope: Loose): unknown => (envelope.message === undefined ? envelope.data : envelope.message);

/** Keys of `expected` missing from `actual`, as paths (`$.message[0].quotation[0].now_price`). */
export function missingKeys(expected: unknown, actual: unknown, path = '$'): string[] {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [path];
    if (expected.length > 0 && actual.length === 0) return [`${path}[]`];
    return expected.flatMap((item, i) => missingKeys(item, actual[Math.min(i, actual.length - 1)], `${path}[${i}]`));
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return [path];
    return Object.entries(expected).flatMap(([key, value]) =>
      key in actual ? missingKeys(value, (actual as Record<string, unknown>)[key], `${path}.${key}`) : [`${path}.${key}`],
    );
  }
  return [];
}

/** Serves a recorded example to the app for one call. */
export function serve(method: 'get' | 'post' | 'put', call: string, body: unknown): void {
  server.use(http[method](`*/api/${call}`, () => HttpResponse.json(body as Loose)));
}

/** Calls the demo exchange the way the app does (form body, `lang`, raw token) and returns the envelope. */
export async function demo(
  method: 'GET' | 'POST' | 'PUT',
  call: string,
  params: Record<string, string> = {},
  token?: string,
): Promise<Loose> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = token;
  const query = new URLSearchParams({ ...params, lang: params.lang ?? 'en' });
  let url = `${window.location.origin}/api/${call}`;
  let body: string | undefined;
  if (method === 'GET') url += `?${query}`;
  else {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = query.toString();
  }
  const response = await fetch(url, { method, headers, body });
  expect(response.status).toBe(200);
  return response.json();
}

/** Signs the seeded demo user in; resolves the token. */
export async function signIn(account = 'demo@example.com'): Promise<string> {
  const answer = await demo('POST', 'user/login', { user_string: account, password: DEMO_PASSWORD });
  expect(answer.type).toBe('ok');
  return answer.message as string;
}

/**
 * The producer half: the demo's envelope is a success, its payload passes the family schema, and it has every
 * key of the recorded example.
 */
export function expectSpeaksFamily(produced: Loose, recorded: Loose, schema: z.ZodMiniType): void {
  const parsed = schema.safeParse(payload(produced));
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error?.issues?.slice(0, 3))).toBe(true);
  expect(missingKeys(recorded, produced)).toEqual([]);
}

/** The example itself passes the family schema (the app's reading of the facts). */
export function expectParses(recorded: Loose, schema: z.ZodMiniType): void {
  const parsed = schema.safeParse(payload(recorded));
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error?.issues?.slice(0, 3))).toBe(true);
}
