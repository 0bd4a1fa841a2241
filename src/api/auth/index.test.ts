// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installTestEngine, server } from '@mocks/node';
import { configureApi } from '../client';
import { getSetting } from '../common';
import { ApiError } from '../errors';
import { forgetPassword, getLevelList, getUserInfo, login, logout, register, sendEmailCode } from '.';

let token: string | null = null;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  token = null;
  configureApi({ getToken: () => token, getLang: () => 'en', onError: () => {}, onSessionInvalid: () => {} });
  await installTestEngine();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const kindOf = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => (e instanceof ApiError ? e.kind : 'other'),
  );

const latestCode = async (to: string): Promise<string> => {
  const res = await fetch(`${window.location.origin}/api/demo/inbox?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { message: { code: string }[] };
  return body.message[0]!.code;
};

describe('user calls against the demo exchange', () => {
  it('logs in with the seeded account and reads the profile', async () => {
    token = await login({ type: 'email', account: 'demo@example.com', password: 'demo1234' });
    expect(token).toMatch(/\S+/);
    const user = await getUserInfo();
    expect(user).toMatchObject({ account: 'demo@example.com', nickname: 'Demo Trader' });
    expect(typeof user.id).toBe('number');
    await expect(logout()).resolves.toBeUndefined();
  });

  it("answers 'google' for an account with a bound authenticator", async () => {
    await expect(kindOf(login({ type: 'email', account: 'totp@example.com', password: 'demo1234' }))).resolves.toBe('google');
  });

  it('refuses a wrong password as a business error with the server text', async () => {
    const error = await login({ type: 'email', account: 'demo@example.com', password: 'nope-nope' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('business');
    expect((error as ApiError).message).not.toBe('');
  });

  it('registers with an e-mailed code, then logs in', async () => {
    const email = 'fresh@example.com';
    await sendEmailCode({ email, scene: 'register' });
    const code = await latestCode(email);
    await register({ type: 'email', account: email, code, password: 'secret12', rePassword: 'secret12' });
    await expect(login({ type: 'email', account: email, password: 'secret12' })).resolves.toMatch(/\S+/);
  });

  it('resets a password with a forget code', async () => {
    await sendEmailCode({ email: 'demo@example.com', scene: 'forget' });
    const code = await latestCode('demo@example.com');
    await forgetPassword({ type: 'email', account: 'demo@example.com', code, password: 'changed1', rePassword: 'changed1' });
    await expect(login({ type: 'email', account: 'demo@example.com', password: 'changed1' })).resolves.toMatch(/\S+/);
  });

  it('reads levels and settings', async () => {
    const levels = await getLevelList();
    expect(levels.map((l) => l.level)).toEqual([1, 2]);
    expect(levels[0]!.withdraw_limit).toBe('200');
    expect(await getSetting('site_name')).toBe('Demo Exchange');
    expect(await getSetting('no_such_setting')).toBeNull();
  });

  it('reads the settings row T answers and the bare value the facts describe', async () => {
    server.use(http.get('*/api/getSetting', () => HttpResponse.json({ type: 'ok', message: 'https://help.example' })));
    expect(await getSetting('service_url')).toBe('https://help.example');
    server.use(
      http.get('*/api/getSetting', () =>
        HttpResponse.json({ type: 'ok', message: { id: 7, key: 'service_url', value: 'https://x.example' } }),
      ),
    );
    expect(await getSetting('service_url')).toBe('https://x.example');
  });
});

describe('response validation: garbage is ApiError "invalid"', () => {
  it('login whose message is not a token', async () => {
    server.use(http.post('*/api/user/login', () => HttpResponse.json({ type: 'ok', message: { token: 1 } })));
    await expect(kindOf(login({ type: 'email', account: 'a@b.co', password: 'secret1' }))).resolves.toBe('invalid');
  });

  it('login whose token is blank', async () => {
    server.use(http.post('*/api/user/login', () => HttpResponse.json({ type: 'ok', message: '   ' })));
    await expect(kindOf(login({ type: 'email', account: 'a@b.co', password: 'secret1' }))).resolves.toBe('invalid');
  });

  it('profile without an id', async () => {
    server.use(http.get('*/api/user/info', () => HttpResponse.json({ type: 'ok', message: { nickname: 'x' } })));
    await expect(kindOf(getUserInfo())).resolves.toBe('invalid');
  });

  it('profile that is a string', async () => {
    server.use(http.get('*/api/user/info', () => HttpResponse.json({ type: 'ok', message: 'hello' })));
    await expect(kindOf(getUserInfo())).resolves.toBe('invalid');
  });

  it('an HTML error page', async () => {
    server.use(http.get('*/api/user/info', () => new HttpResponse('<html>502</html>', { headers: { 'Content-Type': 'text/html' } })));
    await expect(kindOf(getUserInfo())).resolves.toBe('invalid');
  });

  it('levels that are not a list', async () => {
    server.use(http.get('*/api/getLevelList', () => HttpResponse.json({ type: 'ok', message: { level: 1 } })));
    await expect(kindOf(getLevelList())).resolves.toBe('invalid');
  });

  it('HTTP 500 is "http", not "invalid"', async () => {
    server.use(http.get('*/api/user/info', () => new HttpResponse(null, { status: 500 })));
    await expect(kindOf(getUserInfo())).resolves.toBe('http');
  });
});

describe('profile normalisation', () => {
  it('accepts ids as strings and flags as 0/1, and derives the account', async () => {
    server.use(
      http.get('*/api/user/info', () =>
        HttpResponse.json({ type: 'ok', message: { id: '42', email: 'x@y.co', is_demo: 1, google_bind: '0' } }),
      ),
    );
    await expect(getUserInfo()).resolves.toMatchObject({ id: 42, account: 'x@y.co', is_demo: true, google_bind: false });
  });

  it("reads the family's profile: account_number, review_status", async () => {
    server.use(
      http.get('*/api/user/info', () =>
        HttpResponse.json({
          type: 'ok',
          message: { id: 7, account_number: '13800138000', phone: '13800138000', review_status: 1, status: 0 },
        }),
      ),
    );
    await expect(getUserInfo()).resolves.toMatchObject({ id: 7, account: '13800138000', real_name_status: 1 });
  });
});
