// @vitest-environment jsdom
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import * as z from 'zod/mini';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, request } from './client';
import { ApiError } from './errors';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const hooks = {
  onError: vi.fn(),
  onSessionInvalid: vi.fn(),
  onVerifyRequired: vi.fn(),
  onSlowCalls: vi.fn(),
};
beforeEach(() => {
  Object.values(hooks).forEach((h) => h.mockReset());
  configureApi({
    ...hooks,
    getToken: () => 'tok123',
    getLang: () => 'jp',
    translate: (key) => english[key] ?? key,
  });
});

// The app injects i18next (src/app/wireApi.ts); the api layer itself never imports the app.
const english: Record<string, string> = { 'common:error.insufficientBalance': 'Insufficient wallet balance' };

const api = (path: string) => `${window.location.origin}/api/${path}`;

describe('request: the envelope rules (spec §7, §8)', () => {
  it('sends lang and the token, form-encoded, and returns message on type ok', async () => {
    let seen: { auth: string | null; type: string | null; body: string } | null = null;
    server.use(
      http.post(api('user/login'), async ({ request: r }) => {
        seen = {
          auth: r.headers.get('authorization'),
          type: r.headers.get('content-type'),
          body: await r.text(),
        };
        return HttpResponse.json({ type: 'ok', message: 'the-token' });
      }),
    );
    await expect(
      request('/user/login', { params: { user_string: 'a@b.co', password: 'x y' } }),
    ).resolves.toBe('the-token');
    expect(seen!.auth).toBe('tok123');
    expect(seen!.type).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(seen!.body).get('lang')).toBe('jp');
    expect(new URLSearchParams(seen!.body).get('password')).toBe('x y');
  });

  it('puts lang in the query string for GET and accepts code 1 as success', async () => {
    server.use(
      http.get(api('user/info'), ({ request: r }) =>
        HttpResponse.json({ code: 1, message: { lang: new URL(r.url).searchParams.get('lang') } }),
      ),
    );
    await expect(request('user/info', { method: 'GET' })).resolves.toEqual({ lang: 'jp' });
  });

  it('can send JSON when asked', async () => {
    server.use(
      http.post(api('x'), async ({ request: r }) =>
        HttpResponse.json({ type: 'ok', message: await r.json() }),
      ),
    );
    await expect(request('x', { json: true, params: { a: 1 } })).resolves.toEqual({ a: 1, lang: 'jp' });
  });

  it('toasts a business failure with the server message and rejects', async () => {
    server.use(http.post(api('x'), () => HttpResponse.json({ type: 'error', message: 'Wrong code' })));
    await expect(request('x')).rejects.toMatchObject({ kind: 'business', message: 'Wrong code' });
    expect(hooks.onError).toHaveBeenCalledWith('Wrong code', expect.any(ApiError));
  });

  it('stays quiet about business failures when the caller shows them inline', async () => {
    server.use(http.post(api('x'), () => HttpResponse.json({ type: 'error', message: 'Wrong code' })));
    await expect(request('x', { quiet: true })).rejects.toMatchObject({ kind: 'business' });
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('translates the insufficient-balance message', async () => {
    server.use(
      http.post(api('x'), () => HttpResponse.json({ type: 'error', message: 'Insufficient wallet balance' })),
    );
    await expect(request('x')).rejects.toMatchObject({
      kind: 'business',
      message: 'Insufficient wallet balance',
    });
  });

  it("reads the candle call's own envelope: data on code 1, msg on code -1", async () => {
    server.use(http.get(api('c'), () => HttpResponse.json({ code: 1, msg: 'success', data: [1, 2] })));
    await expect(request('c', { method: 'GET' })).resolves.toEqual([1, 2]);
    server.use(
      http.get(api('c'), () => HttpResponse.json({ code: -1, msg: 'error: period invalid', data: [] })),
    );
    await expect(request('c', { method: 'GET' })).rejects.toMatchObject({
      kind: 'business',
      message: 'error: period invalid',
    });
  });

  it('translates its own texts through the injected translator (keys until the app sets one)', async () => {
    server.use(http.post(api('x'), () => HttpResponse.error()));
    await expect(request('x')).rejects.toMatchObject({ kind: 'network', message: 'common:error.network' });
    configureApi({ translate: (key) => `T(${key})` });
    await expect(request('x')).rejects.toMatchObject({ message: 'T(common:error.network)' });
  });

  it('sends the session cookie cross-origin only for calls that live in the server session', async () => {
    const seen: RequestCredentials[] = [];
    const spy = vi.spyOn(globalThis, 'fetch');
    server.use(http.post(api('x'), () => HttpResponse.json({ type: 'ok', message: 1 })));
    try {
      await request('x');
      await request('x', { session: true });
      for (const [, init] of spy.mock.calls) seen.push(init!.credentials!);
    } finally {
      spy.mockRestore();
    }
    expect(seen).toEqual(['same-origin', 'include']);
  });

  it('hands type 999 to the session handler', async () => {
    server.use(
      http.get(api('user/info'), () => HttpResponse.json({ type: '999', message: 'Please log in again' })),
    );
    await expect(request('user/info', { method: 'GET' })).rejects.toMatchObject({ kind: 'session' });
    expect(hooks.onSessionInvalid).toHaveBeenCalledWith('Please log in again');
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('hands type 998 (numeric too) to the verification handler', async () => {
    server.use(http.post(api('x'), () => HttpResponse.json({ type: 998, message: 'Verify first' })));
    await expect(request('x')).rejects.toMatchObject({ kind: 'verify' });
    expect(hooks.onVerifyRequired).toHaveBeenCalledWith('Verify first');
  });

  it('rejects HTTP 500 even with a success body', async () => {
    server.use(http.post(api('x'), () => HttpResponse.json({ type: 'ok', message: 1 }, { status: 500 })));
    await expect(request('x')).rejects.toMatchObject({ kind: 'http' });
    expect(hooks.onError).toHaveBeenCalledTimes(1);
  });

  it('turns an HTML error page or garbage into a clear error, not a crash', async () => {
    server.use(
      http.post(
        api('x'),
        () => new HttpResponse('<html>Bad gateway</html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    await expect(request('x')).rejects.toMatchObject({ kind: 'invalid' });
    server.use(http.post(api('y'), () => HttpResponse.json([1, 2, 3])));
    await expect(request('y')).rejects.toMatchObject({ kind: 'invalid' });
    // an envelope whose type is neither text nor a number is not one
    server.use(http.post(api('z'), () => HttpResponse.json({ type: { ok: true }, message: 'x' })));
    await expect(request('z')).rejects.toMatchObject({ kind: 'invalid' });
    expect(hooks.onError).toHaveBeenLastCalledWith('common:error.badResponse', expect.any(ApiError));
  });

  it('validates the payload with the schema', async () => {
    server.use(
      http.get(api('user/info'), () => HttpResponse.json({ type: 'ok', message: { id: 'not-a-number' } })),
    );
    const schema = z.object({ id: z.number() });
    await expect(request('user/info', { method: 'GET', schema })).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('loads a lazily given schema with the call and checks the answer with it', async () => {
    server.use(http.get(api('menu'), () => HttpResponse.json({ type: 'ok', message: { id: '7' } })));
    const coerce = z.pipe(
      z.object({ id: z.string() }),
      z.transform((v) => Number(v.id)),
    );
    const loader = vi.fn(() => Promise.resolve(coerce));
    await expect(request('menu', { method: 'GET', schema: loader })).resolves.toBe(7);
    expect(loader).toHaveBeenCalledTimes(1);
    // a schema that cannot be loaded (offline, a new version deployed) is a network failure, shown
    const missing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(request('menu', { method: 'GET', schema: missing })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(hooks.onError).toHaveBeenLastCalledWith('common:error.network', expect.any(ApiError));
  });

  it('times out after the spec’s 60 s, and not a moment before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(
        http.post(api('slow'), async () => {
          await delay('infinite');
          return HttpResponse.json({ type: 'ok', message: 1 });
        }),
      );
      let outcome: unknown;
      const pending = request('slow').catch((e: unknown) => (outcome = e));
      await vi.advanceTimersByTimeAsync(59_999);
      expect(outcome).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      await pending;
      expect(outcome).toMatchObject({ kind: 'timeout' });
      expect(hooks.onError).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves no listener on the caller’s signal, and still aborts with it', async () => {
    server.use(http.post(api('x'), () => HttpResponse.json({ type: 'ok', message: 1 })));
    const caller = new AbortController();
    const add = vi.spyOn(caller.signal, 'addEventListener');
    const remove = vi.spyOn(caller.signal, 'removeEventListener');
    await request('x', { signal: caller.signal });
    await request('x', { signal: caller.signal });
    expect(add).toHaveBeenCalledTimes(2);
    expect(remove.mock.calls.map((c) => c[1])).toEqual(add.mock.calls.map((c) => c[1]));

    server.use(
      http.post(api('hang'), async () => {
        await delay('infinite');
        return HttpResponse.json({ type: 'ok', message: 1 });
      }),
    );
    const pending = request('hang', { signal: caller.signal });
    caller.abort();
    await expect(pending).rejects.toBeDefined();
    expect(hooks.onError).not.toHaveBeenCalled(); // the caller's own abort is not an error to show
  });

  it('reports a network failure, and only GET transport failures are retryable', async () => {
    server.use(
      http.post(api('x'), () => HttpResponse.error()),
      http.get(api('y'), () => HttpResponse.error()),
    );
    const post = await request('x').catch((e: ApiError) => e);
    const get = await request('y', { method: 'GET' }).catch((e: ApiError) => e);
    expect(post).toMatchObject({ kind: 'network', retryable: false });
    expect(get).toMatchObject({ kind: 'network', retryable: true });
  });

  it('counts a call as slow only after 800 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(
        http.post(api('slow'), async () => {
          await delay(1000);
          return HttpResponse.json({ type: 'ok', message: 1 });
        }),
      );
      const pending = request('slow');
      await vi.advanceTimersByTimeAsync(799);
      expect(hooks.onSlowCalls).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(2);
      expect(hooks.onSlowCalls).toHaveBeenLastCalledWith(1);
      await vi.advanceTimersByTimeAsync(300);
      await pending;
      expect(hooks.onSlowCalls).toHaveBeenLastCalledWith(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
