// @vitest-environment jsdom
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, upload } from './client';
import { ApiError } from './errors';

// The client's `upload` (its `request` is tested in ./client.test.ts).
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const hooks = { onError: vi.fn() };
beforeEach(() => {
  hooks.onError.mockReset();
  configureApi({ ...hooks, getToken: () => 'tok123', getLang: () => 'jp', translate: (key) => key });
});

const api = (path: string) => `${window.location.origin}/api/${path}`;

describe('upload (spec §7)', () => {
  it('posts multipart `file` with accept-language and returns the message', async () => {
    let lang: string | null = null;
    let hasFile = false;
    server.use(
      http.post(api('upload'), async ({ request: r }) => {
        lang = r.headers.get('accept-language');
        const file = (await r.formData()).get('file');
        hasFile = typeof file === 'object' && file !== null;
        return HttpResponse.json({ type: 'success', message: 'upload/2026/a.jpg' });
      }),
    );
    configureApi({ getLang: () => 'hk' });
    await expect(upload(new Blob(['x'], { type: 'image/jpeg' }))).resolves.toBe('upload/2026/a.jpg');
    expect(lang).toBe('zh-tw');
    expect(hasFile).toBe(true);
  });

  it('times out after the spec’s 60 s like every call, and removes its listener', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(
        http.post(api('upload'), async () => {
          await delay('infinite');
          return HttpResponse.json({ message: 'never.png' });
        }),
      );
      const caller = new AbortController();
      const remove = vi.spyOn(caller.signal, 'removeEventListener');
      let outcome: unknown;
      const pending = upload(new Blob(['x']), 'a.jpg', { signal: caller.signal }).catch(
        (e: unknown) => (outcome = e),
      );
      await vi.advanceTimersByTimeAsync(59_999);
      expect(outcome).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      await pending;
      expect(outcome).toMatchObject({ kind: 'timeout' });
      expect(remove).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('accepts a response without type, and rejects with the toasted message otherwise', async () => {
    server.use(http.post(api('upload'), () => HttpResponse.json({ message: 'f.png' })));
    await expect(upload(new Blob(['x']))).resolves.toBe('f.png');
    server.use(http.post(api('upload'), () => HttpResponse.json({ type: 'error', message: 'Too large' })));
    await expect(upload(new Blob(['x']))).rejects.toMatchObject({ message: 'Too large' });
    expect(hooks.onError).toHaveBeenCalledWith('Too large', expect.any(ApiError));
  });

  it('reports nothing when quiet: the picker shows the failure with its own Retry', async () => {
    server.use(http.post(api('upload'), () => new HttpResponse(null, { status: 500 })));
    await expect(upload(new Blob(['x']), 'a.jpg', { quiet: true })).rejects.toMatchObject({ kind: 'http' });
    expect(hooks.onError).not.toHaveBeenCalled();
  });
});
