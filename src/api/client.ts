import { LOADING_DELAY_MS, REQUEST_TIMEOUT_MS } from '@/lib/constants';
import { uploadAcceptLanguage, type LocaleCode } from '@/lib/locale';
import { apiBase } from './base';
import { takeEarly } from './early';
import { buildRequest, type CallShape, type Method } from './httpRequest';
import { loadSchema, readEnvelope, type Schema } from './envelope';
import { ApiError } from './errors';

/**
 * The one HTTP client: the envelope rules of spec §7/§8 live here and nowhere else.
 * Side effects that need the app (toasts, navigation, session) and the translation of the client's own
 * texts are injected with `configureApi` (src/app/wireApi.ts), so the api layer never imports the app,
 * the client is testable and Storybook can wire its own.
 */
export type { Method };

export interface ApiHooks {
  getToken: () => string | null;
  getLang: () => string;
  /** A failure the user must see (business errors, transport errors). */
  onError: (message: string, error: ApiError) => void;
  /** type 999: the app clears the user, stops timers and redirects (after 1.2 s). */
  onSessionInvalid: (message: string) => void;
  /** type 998: the app redirects to identity verification (after 1.2 s). */
  onVerifyRequired: (message: string) => void;
  /** Number of calls pending for longer than the loading delay changed. */
  onSlowCalls: (count: number) => void;
  /** Translates the client's own texts (`common:error.network` …); until the app sets it, keys pass through. */
  translate: (key: string) => string;
}

const noop = () => {};
let hooks: ApiHooks = {
  getToken: () => null,
  getLang: () => 'en',
  onError: noop,
  onSessionInvalid: noop,
  onVerifyRequired: noop,
  onSlowCalls: noop,
  translate: (key) => key,
};

/**
 * Bumped by every `configureApi`: a failure of a call made under an earlier configuration (a previous
 * Storybook story, a replaced app store) is not reported to the new one.
 */
let generation = 0;

export function configureApi(next: Partial<ApiHooks>) {
  hooks = { ...hooks, ...next };
  generation++;
}

export interface RequestOptions<T> extends CallShape {
  /** zod schema for the `message` payload, or a loader of one (started with the call; decision 35). */
  schema?: Schema<T> | (() => Promise<Schema<T>>);
  /** Don't toast business errors (the caller shows them inline). */
  quiet?: boolean;
  /** Don't count towards the global loading indicator (background refreshes). */
  background?: boolean;
  /**
   * The call relies on the platform's server session (the family keeps e-mail and SMS codes in it:
   * `sms_mail` → `user/check_email` → `user/register` must share one session cookie), so the cookie is sent
   * on a cross-origin base too (`credentials: 'include'`). Other calls send it same-origin only, so a platform
   * whose CORS answers `*` still serves them (decision 47).
   */
  session?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Sent as the `Idempotency-Key` header: the demo exchange books a money call once per key, answering a repeat
   * with the first answer (docs/architecture.md, wire table); a platform of the family ignores the header.
   */
  idempotencyKey?: string;
  /** Reads an accepted answer's envelope beside its payload (the candle call's `partial`, decision 94). */
  onEnvelope?: (envelope: Readonly<Record<string, unknown>>) => void;
}

/** The last, optional argument of every call that moves money: the key of the user's intent (`useIntentKey`). */
export interface Intent {
  idempotencyKey?: string;
}

const t = (key: string) => hooks.translate(key);

/** Known English server texts the spec asks to show in the user's language. */
const TRANSLATED_SERVER_TEXTS: Record<string, string> = {
  'insufficient wallet balance': 'common:error.insufficientBalance',
};
export function localizeServerMessage(message: unknown): string {
  if (typeof message !== 'string' || !message.trim()) return t('common:error.unknown');
  const key = TRANSLATED_SERVER_TEXTS[message.trim().toLowerCase()];
  return key ? t(key) : message;
}

let slow = 0;
function trackSlow(background: boolean | undefined) {
  if (background) return () => {};
  let counted = false;
  const timer = setTimeout(() => {
    counted = true;
    hooks.onSlowCalls(++slow);
  }, LOADING_DELAY_MS);
  return () => {
    clearTimeout(timer);
    if (counted) hooks.onSlowCalls(--slow);
  };
}

/** Calls `<base>/<path>` and returns the envelope's `message` (validated when a schema is given). */
export async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const wire = buildRequest(apiBase(), path, options, hooks.getLang(), hooks.getToken());
  const { method } = wire;
  if (options.idempotencyKey) wire.headers['Idempotency-Key'] = options.idempotencyKey;

  const abort = linkAbort(options.signal, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const { controller } = abort;
  const done = trackSlow(options.background);
  const meta = { method, path };
  const startedIn = generation;
  const schema = loadSchema(options.schema);

  try {
    let response: Response;
    try {
      const early = options.session || options.idempotencyKey ? undefined : takeEarly(wire);
      response =
        (early && (await untilAborted(early, controller.signal))) ??
        (await fetch(wire.url, {
          method,
          headers: wire.headers,
          body: wire.body,
          signal: controller.signal,
          credentials: options.session ? 'include' : 'same-origin',
        }));
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      const timedOut = controller.signal.reason === 'timeout';
      throw new ApiError(
        timedOut ? 'timeout' : 'network',
        t(timedOut ? 'common:error.timeout' : 'common:error.network'),
        {
          ...meta,
          cause,
        },
      );
    }
    // Spec §7: only HTTP 200 resolves.
    if (response.status !== 200) {
      throw new ApiError('http', t('common:error.server'), { ...meta, status: response.status });
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (cause) {
      throw new ApiError('invalid', t('common:error.badResponse'), { ...meta, cause });
    }
    const payload = handleEnvelope(json, await schemaOrFail(schema, meta), meta);
    options.onEnvelope?.(json as Record<string, unknown>);
    return payload;
  } catch (error) {
    if (error instanceof ApiError && startedIn === generation) report(error, options);
    throw error;
  } finally {
    abort.release();
    done();
  }
}

/**
 * One AbortController for a call: aborted by the caller's signal or, with reason `'timeout'`, after
 * `timeoutMs`. `release()` clears the timer and removes the listener from the caller's signal, so a
 * long-lived signal (a page's) does not collect one listener per call.
 */
function linkAbort(signal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort('timeout'), timeoutMs);
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    controller,
    release() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

/** The promise's value, or the signal's reason as a rejection once it aborts (as `fetch` does). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });
}

/** The schema, or the network error a schema that could not be loaded (offline, a new version) is. */
async function schemaOrFail<T>(
  schema: Promise<Schema<T> | undefined>,
  meta: { method: Method; path: string },
) {
  try {
    return await schema;
  } catch (cause) {
    throw new ApiError('network', t('common:error.network'), { ...meta, cause });
  }
}

function handleEnvelope<T>(
  json: unknown,
  schema: Schema<T> | undefined,
  meta: { method: Method; path: string },
): T {
  const envelope = readEnvelope(json);
  if (!envelope) throw new ApiError('invalid', t('common:error.badResponse'), meta);
  const { type, code, message, msg } = envelope;
  const accepted = type === 'ok' || String(code) === '1';
  if (!accepted) {
    const text = localizeServerMessage(message ?? msg);
    if (String(type) === '999') throw new ApiError('session', text, meta);
    if (String(type) === '998') throw new ApiError('verify', text, meta);
    if (type === 'google_code') throw new ApiError('google', text, meta);
    throw new ApiError('business', text, meta);
  }
  const payload = message === undefined ? envelope.data : message;
  if (!schema) return payload as T;
  const checked = schema.safeParse(payload);
  if (!checked.success) {
    if (import.meta.env.DEV) console.warn(`[api] ${meta.path}: unexpected response`, checked.error);
    throw new ApiError('invalid', t('common:error.badResponse'), meta);
  }
  return checked.data;
}

function report(error: ApiError, options: { quiet?: boolean }) {
  if (error.kind === 'session') return hooks.onSessionInvalid(error.message);
  if (error.kind === 'verify') return hooks.onVerifyRequired(error.message);
  if (error.kind === 'google') return;
  if (error.kind === 'business' && options.quiet) return;
  hooks.onError(error.message, error);
}

/**
 * Spec §7 upload: multipart `file`, accept-language zh-cn/en/zh-tw, success when type is ok/success/absent.
 * Times out like every call (spec: 60 s). With `quiet`, no failure is reported (toasted): the caller shows it.
 */
export async function upload(
  file: Blob,
  filename = 'image.jpg',
  opts: { signal?: AbortSignal; timeoutMs?: number; quiet?: boolean } = {},
): Promise<string> {
  const form = new FormData();
  form.append('file', file, filename);
  const headers: Record<string, string> = {
    'accept-language': uploadAcceptLanguage(hooks.getLang() as LocaleCode),
  };
  const token = hooks.getToken();
  if (token) headers.Authorization = token;
  const meta = { method: 'POST' as const, path: 'upload' };
  const abort = linkAbort(opts.signal, opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetch(`${apiBase()}/upload`, {
        method: 'POST',
        headers,
        body: form,
        signal: abort.controller.signal,
      });
    } catch (cause) {
      if (opts.signal?.aborted) throw cause;
      const timedOut = abort.controller.signal.reason === 'timeout';
      throw new ApiError(
        timedOut ? 'timeout' : 'network',
        t(timedOut ? 'common:error.timeout' : 'common:error.network'),
        {
          ...meta,
          cause,
        },
      );
    }
    if (response.status !== 200)
      throw new ApiError('http', t('common:error.server'), { ...meta, status: response.status });
    const json = (await response.json().catch(() => null)) as { type?: unknown; message?: unknown } | null;
    if (!json || typeof json !== 'object') throw new ApiError('invalid', t('common:error.badResponse'), meta);
    const ok = json.type === undefined || json.type === 'ok' || json.type === 'success';
    if (!ok || typeof json.message !== 'string')
      throw new ApiError('business', localizeServerMessage(json.message), meta);
    return json.message;
  } catch (error) {
    // `quiet`: the caller shows every failure itself (an upload field with its own Retry)
    if (error instanceof ApiError && !opts.quiet) report(error, {});
    throw error;
  } finally {
    abort.release();
  }
}
