// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmOfflineCache } from './warmCache';

afterEach(() => vi.unstubAllGlobals());

const entry = (name: string, initiatorType = 'fetch') =>
  ({ name, initiatorType }) as PerformanceResourceTiming;

describe('warming the offline cache once the worker controls the page', () => {
  it('asks once more, once each, for the public answers the page fetched — nothing else', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    const origin = window.location.origin;
    const asked = warmOfflineCache([
      entry(`${origin}/api/currency/quotation_new?lang=en`),
      entry(`${origin}/api/currency/quotation_new?lang=en`), // fetched twice: asked once
      entry(`${origin}/api/menu?lang=en`),
      entry(`${origin}/api/news/index_pop?lang=en`),
      entry(`${origin}/api/user/info?lang=en`), // a signed-in user's own data: never cached
      entry(`${origin}/api/news/list`), // not in the worker's rule
      entry(`${origin}/h5/assets/core-abc.js`, 'script'),
    ]);
    expect(asked).toEqual([
      `${origin}/api/currency/quotation_new?lang=en`,
      `${origin}/api/menu?lang=en`,
      `${origin}/api/news/index_pop?lang=en`,
    ]);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does not throw when a request fails (offline again, a server error)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(() => warmOfflineCache([entry(`${window.location.origin}/api/menu`)])).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
  });
});
