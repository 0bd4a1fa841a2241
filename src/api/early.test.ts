// @vitest-environment jsdom
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiBase } from './base';
import { configureApi, request } from './client';
import { EARLY_MAX_AGE_MS, startEarly } from './early';
import { buildRequest } from './httpRequest';
import { ApiError } from './errors';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  delete window.__early;
});
afterAll(() => server.close());

let token: string | null = null;
beforeEach(() => {
  token = null;
  configureApi({ getLang: () => 'en', getToken: () => token });
});

/** The menu call; answers carry the number of the request that made them. */
function menu(first?: () => Promise<Response | undefined>) {
  const seen: string[] = [];
  server.use(
    http.get(`${apiBase()}/menu`, async ({ request: r }) => {
      seen.push(`${new URL(r.url).searchParams.get('lang')} ${r.headers.get('authorization') ?? '-'}`);
      if (seen.length === 1 && first) return (await first()) ?? HttpResponse.error();
      return HttpResponse.json({ type: 'ok', message: [`answer ${seen.length}`] });
    }),
  );
  return seen;
}
const early = (lang: string, tok: string | null, at?: number) =>
  startEarly([buildRequest(apiBase(), 'menu', { method: 'GET' }, lang, tok)], at);

describe('landing calls started by index.html', () => {
  it('give the page their answer once: the next identical call is fetched', async () => {
    const seen = menu();
    early('en', null);
    expect(await request('menu', { method: 'GET' })).toEqual(['answer 1']);
    expect(await request('menu', { method: 'GET' })).toEqual(['answer 2']);
    expect(seen).toEqual(['en -', 'en -']);
  });

  it('carry the stored token, and are not used for another language or token', async () => {
    const seen = menu();
    token = 'tok1';
    early('en', 'tok1');
    expect(await request('menu', { method: 'GET' })).toEqual(['answer 1']);
    early('jp', 'tok1');
    early('en', 'old');
    expect(await request('menu', { method: 'GET' })).toEqual(['answer 4']);
    expect(seen).toEqual(['en tok1', 'jp tok1', 'en old', 'en tok1']);
  });

  it('are made again when they failed, or were started too long ago', async () => {
    const seen = menu(async () => undefined);
    early('en', null);
    expect(await request('menu', { method: 'GET' })).toEqual(['answer 2']);
    early('en', null, Date.now() - EARLY_MAX_AGE_MS - 1);
    expect(await request('menu', { method: 'GET' })).toEqual(['answer 4']);
    expect(seen).toHaveLength(4);
  });

  it('time out as the call does while their answer is late', async () => {
    menu(async () => {
      await delay('infinite');
      return undefined;
    });
    early('en', null);
    const failure = await request('menu', { method: 'GET', timeoutMs: 50 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).kind).toBe('timeout');
  });
});
