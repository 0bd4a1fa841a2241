/**
 * The family's clients, replayed against the demo exchange (issue 30, docs/architecture.md "Wire compatibility"):
 * every call sent exactly as the uView H5 and PC clients send it — form-encoded, `lang` on every request, the raw
 * token in `Authorization`, `limit=99999999` where they ask for everything — and the answer checked field by field
 * against what they read. The rows are in ./clients.account.ts, ./clients.money.ts and ./clients.family.ts; the
 * runner is ./clients.test.ts.
 *
 * What a client reads is written `path:kind` (`reads`), the path from the payload (`message`, or `data` for
 * `/currency/new_timeshar`): `a.b` a key, `a[]` every element of a list that must not be empty, `a[0]` one element;
 * '' the payload itself. Kinds: `str`; `num` a number or a decimal string (clients `Number()` both); `int` an
 * integer number; `arr`; `obj`; `bool` a boolean or 0/1; `any` present. A trailing `?` also accepts null.
 */
import { expect } from 'vitest';
import type { Engine, ManualClock } from '@mocks/engine';

// Envelopes are read loosely: the `reads` state the shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;
export type Params = Record<string, string>;

/** What the rows share: the engine, its clock, the sessions and what earlier rows kept for later ones. */
export interface Ctx {
  engine: Engine;
  clock: ManualClock;
  tokens: { demo: string; fresh: string };
  kept: Record<string, Loose>;
}

export interface Row {
  /** `METHOD /path`, as the spec (endpoints.tsv) or wire-facts §14 names it. */
  call: string;
  /** Who sends it: the seeded demo user (default), the user registered on the way, or a visitor. */
  as?: 'demo' | 'fresh' | 'none';
  /** The request's fields as the clients send them (`lang` is added to every request). */
  params?: Params | ((ctx: Ctx) => Params | Promise<Params>);
  /** Sent as multipart with a picture in `file` (`/upload`). */
  file?: boolean;
  /** What the clients read of the payload. */
  reads: readonly string[];
  /** A refusal is the answer on purpose (an error envelope with a text): the clients show `message`. */
  refused?: boolean;
  before?: (ctx: Ctx) => void | Promise<void>;
  /** Keeps what later rows send (ids, paths, codes). */
  keep?: (payload: Loose, ctx: Ctx) => void;
  /** Why the row looks as it does. */
  note?: string;
}

/** A calls of the spec the demo does not answer yet: the slice that will bring it. */
export interface Unbuilt {
  call: string;
  slice: string;
  params?: Params;
}

const API = 'http://localhost/api';

/** A 1×1 PNG, the picture the clients upload. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** A TRC20 address (a withdrawal's destination). */
export const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** The newest code the demo delivered to `to` (the demo's inbox stands in for the mailbox). */
export async function codeFor(to: string): Promise<string> {
  const { body } = await send('GET', '/demo/inbox', { to });
  return body.message[0].code as string;
}

/** Codes go out at most once a minute per recipient. */
export const aMinuteLater = (ctx: Ctx) => ctx.clock.advance(61_000);

/** One call as the clients make it; resolves the HTTP status and the JSON envelope. */
export async function send(
  method: string,
  path: string,
  params: Params,
  token?: string,
  file = false,
): Promise<{ status: number; body: Loose }> {
  const fields = { ...params, lang: params.lang ?? 'en' };
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = token; // raw, no "Bearer"
  let url = `${API}${path}`;
  let body: BodyInit | undefined;
  if (method === 'GET') url += `?${new URLSearchParams(fields)}`;
  else if (file) {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'picture.png');
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    body = form;
  } else {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(fields).toString();
  }
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let json: Loose = text;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: left as text, the caller's assertion names it
  }
  return { status: response.status, body: json };
}

function fits(value: unknown, kind: string): boolean {
  const nullable = kind.endsWith('?');
  if (nullable && value === null) return true;
  switch (nullable ? kind.slice(0, -1) : kind) {
    case 'str':
      return typeof value === 'string';
    case 'num':
      return (
        (typeof value === 'number' && Number.isFinite(value)) ||
        (typeof value === 'string' && /^[+-]?\d+(\.\d+)?$/.test(value))
      );
    case 'int':
      return Number.isInteger(value);
    case 'arr':
      return Array.isArray(value);
    case 'obj':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'bool':
      return typeof value === 'boolean' || value === 0 || value === 1;
    case 'any':
      return value !== undefined;
    default:
      throw new Error(`unknown kind ${kind}`);
  }
}

const show = (value: unknown) => (value === undefined ? 'undefined' : JSON.stringify(value)?.slice(0, 60));

function walk(value: unknown, segments: string[], path: string, kind: string, out: string[]): void {
  if (segments.length === 0) {
    if (!fits(value, kind)) out.push(`${path || '$'}: ${show(value)} is not ${kind}`);
    return;
  }
  const [head, ...rest] = segments;
  const [, key, list, index] = /^([^[]*)(\[(\d*)\])?$/.exec(head!)!;
  let here = value;
  let at = path;
  if (key) {
    if (here === null || typeof here !== 'object' || !(key in here)) {
      out.push(`${at}.${key}: missing`);
      return;
    }
    here = (here as Record<string, unknown>)[key];
    at = `${at}.${key}`;
  }
  if (list === undefined) return walk(here, rest, at, kind, out);
  if (!Array.isArray(here)) {
    out.push(`${at}: ${show(here)} is not a list`);
    return;
  }
  if (index) return walk(here[Number(index)], rest, `${at}[${index}]`, kind, out);
  if (here.length === 0) {
    out.push(`${at}: empty, the clients read its rows`);
    return;
  }
  here.forEach((item, i) => walk(item, rest, `${at}[${i}]`, kind, out));
}

/** Every `reads` entry the payload does not satisfy, as `path: problem`. */
export function unread(payload: unknown, reads: readonly string[]): string[] {
  const out: string[] = [];
  for (const read of reads) {
    const cut = read.lastIndexOf(':');
    const path = read.slice(0, cut);
    walk(payload, path ? path.split('.') : [], '', read.slice(cut + 1), out);
  }
  return out;
}

/** Runs one row: the answer is HTTP 200, the envelope the one expected, and every read field is there. */
export async function runRow(row: Row, ctx: Ctx): Promise<Loose> {
  await row.before?.(ctx);
  const [method, path] = row.call.split(' ') as [string, string];
  const params = typeof row.params === 'function' ? await row.params(ctx) : (row.params ?? {});
  const token = row.as === 'none' ? undefined : ctx.tokens[row.as ?? 'demo'];
  const { status, body } = await send(method, path, params, token, row.file);
  expect(status, `${row.call}: ${show(body)}`).toBe(200);
  const candles = path === '/currency/new_timeshar';
  if (row.refused) {
    expect(body.type, `${row.call}: ${show(body)}`).toBe('error');
    expect(typeof body.message).toBe('string');
    return body.message;
  }
  if (candles) expect(body.code, `${row.call}: ${show(body)}`).toBe(1);
  else expect(body.type, `${row.call}: ${show(body.message)}`).toBe('ok');
  const payload = candles ? body.data : body.message;
  expect(unread(payload, row.reads), row.call).toEqual([]);
  row.keep?.(payload, ctx);
  return payload;
}

/** A call not built yet: an error envelope in the request's language with HTTP 404, never a 500 or a hang. */
export async function runUnbuilt(call: Unbuilt, token: string): Promise<void> {
  const [method, path] = call.call.split(' ') as [string, string];
  const { status, body } = await send(method, path, call.params ?? {}, token);
  expect(status, call.call).toBe(404);
  expect(body).toEqual({ type: 'error', message: expect.any(String) });
}
