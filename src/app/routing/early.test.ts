// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { STORAGE_KEYS } from '@/state/storage';
import { bootEarly } from './early';
import { LANDING_CALLS } from './landingCalls';
import { startLandingCalls } from './prefetch';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete window.__early;
  localStorage.clear();
  window.location.hash = '';
});

/** Every request put on the wire, as `METHOD url body token`. */
function wire() {
  const sent: string[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const auth = (init.headers as Record<string, string>).Authorization ?? '-';
    sent.push(`${init.method} ${url} ${String(init.body ?? '')} ${auth}`);
    return Promise.resolve(Response.json({ type: 'ok', message: [] }));
  });
  return sent;
}

const config = { calls: LANDING_CALLS, home: ROUTES.home.path, env: {} };

describe('index.html’s early calls', () => {
  it.each(Object.entries(ROUTES).map(([name, route]) => [name, route.path]))(
    '%s: are exactly the calls its first screen makes, each answered once',
    async (_, path) => {
      const sent = wire();
      window.location.hash = `#${path}?symbol=BTC/USDT`;
      bootEarly(config);
      const early = [...sent];
      expect(early).toHaveLength(LANDING_CALLS[path]?.length ?? 0);
      await startLandingCalls(path, new QueryClient());
      // nothing fetched a second time, nothing the page needs left to fetch, nothing started in vain
      expect(sent).toEqual(early);
      expect(Object.keys(window.__early ?? {})).toEqual([]);
    },
  );

  it('home by an empty hash, with the stored language and token', async () => {
    const sent = wire();
    localStorage.setItem(STORAGE_KEYS.lang, JSON.stringify('vi'));
    localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('tok9'));
    bootEarly(config);
    expect(sent).toHaveLength(4);
    expect(sent[0]).toBe(`GET ${window.location.origin}/api/currency/quotation_new?lang=vi  tok9`);
    expect(sent[2]).toBe(`POST ${window.location.origin}/api/news/list c_id=5&page=1&limit=10&lang=vi tok9`);
  });

  it('start nothing for a page without landing calls, or without storage', () => {
    const sent = wire();
    window.location.hash = `#${ROUTES.login.path}`;
    bootEarly(config);
    window.location.hash = '';
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('private mode');
    });
    bootEarly(config);
    expect(sent).toEqual([]);
  });
});
