import type { WireRequest } from './httpRequest';

/**
 * Landing calls started by index.html before any of the app's script has arrived (`src/app/routing/early.ts`):
 * on a phone their answers come back while the scripts are still loading, instead of one round trip after them.
 * The client takes an answer for the identical request (method, URL, body, token) once, if it was started
 * recently; anything else — another language, a token that changed, a failed early call — is fetched as usual.
 */
interface EarlyAnswer {
  at: number;
  response: Promise<Response | undefined>;
}

declare global {
  interface Window {
    __early?: Record<string, EarlyAnswer>;
  }
}

/** An early answer older than this is not used (the page took that long to start; the data may have moved). */
export const EARLY_MAX_AGE_MS = 30_000;

const requestKey = (r: WireRequest) =>
  [r.method, r.url, r.body ?? '', r.headers.Authorization ?? ''].join('\n');

/** Starts the requests (never rejects: a failed one resolves to undefined, and the client fetches it again). */
export function startEarly(requests: WireRequest[], now = Date.now()): void {
  const store = (window.__early ??= {});
  for (const r of requests) {
    const response = fetch(r.url, {
      method: r.method,
      headers: r.headers,
      body: r.body,
      credentials: 'same-origin',
    });
    store[requestKey(r)] = { at: now, response: response.catch(() => undefined) };
  }
}

/** The early answer to this request, if one was started for it recently and not taken yet. */
export function takeEarly(r: WireRequest, now = Date.now()): Promise<Response | undefined> | undefined {
  const store = typeof window === 'undefined' ? undefined : window.__early;
  const key = requestKey(r);
  const hit = store?.[key];
  if (!store || !hit) return undefined;
  delete store[key];
  return now - hit.at <= EARLY_MAX_AGE_MS ? hit.response : undefined;
}
