// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/client';
import { tokenAtom, userAtom } from '@/state/session';
import { toast } from '@/ui/Toast';
import { bindNavigation } from './routing/navigation';
import { wireApi } from './wireApi';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  toast.clear();
});
afterAll(() => server.close());

const api = (path: string) => `${window.location.origin}/api/${path}`;

describe('wireApi: the 999 / 998 rules of spec §8', () => {
  let navigate: ReturnType<typeof vi.fn>;
  let path = '/pages/setting/setting';
  let store: ReturnType<typeof createStore>;
  beforeEach(() => {
    navigate = vi.fn();
    path = '/pages/setting/setting';
    bindNavigation(navigate as never, () => path);
    store = createStore();
    store.set(tokenAtom, 'tok');
    store.set(userAtom, { id: 1, account: 'a@b.co' });
    wireApi(store, new QueryClient());
  });

  it('999: shows the message, clears the session, and goes to login once, after 1.2 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get(api('user/info'), () => HttpResponse.json({ type: '999', message: 'Session expired' })));
    await Promise.allSettled([request('user/info', { method: 'GET' }), request('user/info', { method: 'GET' })]);
    expect(toast.current()?.message).toBe('Session expired');
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userAtom)).toBeNull();
    await vi.advanceTimersByTimeAsync(1199);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/pages/common/login', { replace: true });
  });

  it('999 on the login page does not redirect', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    path = '/pages/common/login';
    server.use(http.get(api('user/info'), () => HttpResponse.json({ type: '999', message: 'Session expired' })));
    await request('user/info', { method: 'GET' }).catch(() => {});
    await vi.advanceTimersByTimeAsync(2000);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('998: shows the message and opens identity verification after 1.2 s, keeping the session', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.post(api('lever/submit'), () => HttpResponse.json({ type: '998', message: 'Verify your identity' })));
    await request('lever/submit').catch(() => {});
    expect(toast.current()?.message).toBe('Verify your identity');
    await vi.advanceTimersByTimeAsync(1199);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/pages/setting/real_mark', { replace: true });
    expect(store.get(tokenAtom)).toBe('tok');
  });
});
