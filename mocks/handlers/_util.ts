/**
 * What every handler needs: reading the request the way the wire contract sends it, building the JSON
 * envelope, translating server texts, and `route()`, which ties a call to the engine and turns every
 * outcome into an envelope (docs/architecture.md, "Wire contract").
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { serverCatalogs as catalogs } from '../engine/core/messages';
import {
  EngineError,
  isLangCode,
  type Engine,
  type LangCode,
  type MessageVars,
  type ServerKey,
} from '../engine';

// --- translation -------------------------------------------------------------------------------------------

/** Server text in `lang` (unknown codes → en), `{{name}}` placeholders filled from `vars`. */
export function t(lang: string | undefined, key: ServerKey, vars: MessageVars = {}): string {
  const catalog = isLangCode(lang) ? catalogs[lang] : catalogs.en;
  const text = catalog[key] ?? catalogs.en[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

// --- request -----------------------------------------------------------------------------------------------

/** Request fields: strings from query and forms; any JSON value from a JSON body; `File` from multipart. */
export type Params = Record<string, unknown>;

/**
 * The request's parameters: the query string, plus for POST/PUT/PATCH the body (form-encoded, multipart or
 * JSON, by Content-Type; a body without one is tried as JSON, then as a form). Body fields win over query
 * fields. Malformed JSON is a parameter error, not a crash.
 */
export async function readParams(request: Request): Promise<Params> {
  const params: Params = Object.fromEntries(new URL(request.url).searchParams);
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'DELETE') return params;

  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (type.includes('multipart/form-data')) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new EngineError('error.param'); // no boundary, truncated or malformed parts
    }
    for (const [key, value] of form) params[key] = value;
    return params;
  }
  let text: string;
  try {
    text = await request.text();
  } catch {
    throw new EngineError('error.badRequest');
  }
  if (!text.trim()) return params;
  if (type.includes('application/x-www-form-urlencoded'))
    return { ...params, ...Object.fromEntries(new URLSearchParams(text)) };
  if (type.includes('json') || (!type && /^\s*\{/.test(text))) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new EngineError('error.param');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new EngineError('error.param');
    return { ...params, ...(body as Params) };
  }
  return { ...params, ...Object.fromEntries(new URLSearchParams(text)) };
}

/** The longest page a record list answers; the areas cap it lower where they page smaller (wallet, news: 50). */
export const PAGE_LIMIT_MAX = 100;

/**
 * `limit`, the page size of every record list, as the family's clients send it: they ask `limit=99999999` to get
 * everything (wire-facts §14), which is clamped to PAGE_LIMIT_MAX, never refused; `0`, a negative or a non-numeric
 * `limit` is dropped, so the list answers its default page size. Other parameters are left as sent.
 */
export function normalizeLimit(params: Params): Params {
  if (!('limit' in params)) return params;
  const text = str(params, 'limit')?.trim() ?? '';
  const { limit: _dropped, ...rest } = params;
  if (!/^\d+$/.test(text) || /^0+$/.test(text)) return rest;
  const value = text.length > 6 ? PAGE_LIMIT_MAX : Math.min(Number(text), PAGE_LIMIT_MAX);
  return { ...rest, limit: String(value) };
}

/** A string parameter (numbers from JSON bodies are accepted and stringified). */
export function str(params: Params, key: string): string | undefined {
  const value = params[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** Several string parameters at once, shaped for the engine's `Input<…>` arguments. */
export function pick<K extends string>(params: Params, keys: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = str(params, key);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** The request's language (`lang` field; unknown or missing → en). */
export const langOf = (params: Params): LangCode => {
  const lang = str(params, 'lang');
  return isLangCode(lang) ? lang : 'en';
};

/**
 * The header through which the Node server tells the handlers the caller's address (it removes any copy a
 * client sends). Absent in Storybook and vitest, where the one caller is local.
 */
export const CLIENT_ADDRESS_HEADER = 'x-demo-client-address';

/** The caller's address, for attempt limits and the demo inbox; undefined = the local caller. */
export const clientOf = (request: Request): string | undefined =>
  request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || undefined;

/** Loopback addresses (IPv4 127/8, IPv6 ::1, IPv4-mapped IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.toLowerCase().replace(/^::ffff:/, '');
  return a === '::1' || a === 'localhost' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

/** The raw token from `Authorization` (a `Bearer ` prefix is tolerated). */
export function tokenOf(request: Request): string | undefined {
  const header = request.headers.get('authorization')?.trim();
  if (!header) return undefined;
  return header.replace(/^Bearer\s+/i, '') || undefined;
}

// --- envelopes ---------------------------------------------------------------------------------------------

export const ok = <T>(data: T) => HttpResponse.json({ type: 'ok', message: data });
export const fail = (message: string, status = 200) =>
  HttpResponse.json({ type: 'error', message }, { status });

// --- the engine instance -----------------------------------------------------------------------------------

let current: Promise<Engine> | undefined;

/**
 * Chooses the engine the handlers use (Storybook, vitest and the Node server each create their own).
 * Accepts a promise so a still-seeding engine can be installed at once; requests wait for it.
 */
export function setEngine(engine: Engine | Promise<Engine>): void {
  current = Promise.resolve(engine);
  // Reported once here; each request then fails with a 500 instead of an unhandled rejection.
  current.catch((error: unknown) => console.error('[demo api] the demo engine failed to start:', error));
}

export function getEngine(): Promise<Engine> {
  if (!current)
    return Promise.reject(
      new Error('Demo engine not set: call setEngine() (see mocks/browser.ts, mocks/node.ts)'),
    );
  return current;
}

// --- routes ------------------------------------------------------------------------------------------------

export interface RouteContext {
  request: Request;
  /** `METHOD /call` (`POST /coin/trade`), as registered. */
  call: string;
  params: Params;
  lang: LangCode;
  token: string | undefined;
  /** The caller's address (`clientOf`), undefined for the local caller. */
  client: string | undefined;
  engine: Engine;
  /** `t` bound to the request's language. */
  t: (key: ServerKey, vars?: MessageVars) => string;
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** Every `METHOD /call` registered through `route`, so the fallback can tell 405 from 404. */
export const knownCalls = new Map<string, Set<string>>();

/**
 * One call of the API: `route('post', '/user/login', async ({ params, engine, t }) => ok(…))`.
 * Matches `*\/api<call>` on any host. An `EngineError` becomes its envelope (HTTP 200, text in the
 * request's language); anything else thrown becomes HTTP 500 with an error envelope, so the client's
 * error path runs instead of a hang.
 */
export function route(
  method: Method,
  call: string,
  resolve: (ctx: RouteContext) => Response | Promise<Response>,
): HttpHandler {
  const methods = knownCalls.get(call) ?? new Set<string>();
  methods.add(method.toUpperCase());
  knownCalls.set(call, methods);

  return http[method](`*/api${call}`, async ({ request }) => {
    // The query's lang answers even when the body cannot be read.
    let lang: LangCode = langOf(Object.fromEntries(new URL(request.url).searchParams));
    try {
      const params = normalizeLimit(await readParams(request));
      lang = langOf(params);
      const engine = await getEngine();
      return await resolve({
        request,
        call: `${method.toUpperCase()} ${call}`,
        params,
        lang,
        token: tokenOf(request),
        client: clientOf(request),
        engine,
        t: (key, vars) => t(lang, key, vars),
      });
    } catch (error) {
      return errorResponse(error, lang, `${method.toUpperCase()} ${call}`);
    }
  });
}

export function errorResponse(error: unknown, lang: string, where: string): Response {
  if (error instanceof EngineError) {
    // A limit's failure carries the seconds to wait: also as `Retry-After` (the envelope stays HTTP 200).
    const retry = error.vars.retry_after;
    return HttpResponse.json(
      { type: error.kind, message: t(lang, error.key, error.vars) },
      retry === undefined ? undefined : { headers: { 'Retry-After': String(retry) } },
    );
  }
  console.error(`[demo api] ${where} failed:`, error);
  return fail(t(lang, 'error.server'), 500);
}
