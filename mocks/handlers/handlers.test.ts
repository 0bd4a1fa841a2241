// @vitest-environment node
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { totp } from '../engine';
import { DEMO_PASSWORD, TOTP_USER_SECRET } from '../fixtures/auth';
import { installTestEngine, server, setEngine, type ManualClock } from '../node';
import { route, ok } from './_util';

const API = 'http://localhost/api';
let clock: ManualClock;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  ({ clock } = await installTestEngine());
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Body = Record<string, string>;
// Envelopes are read loosely here: the assertions themselves state the expected shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

async function call(
  method: string,
  path: string,
  body: Body = {},
  options: { token?: string; json?: boolean } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = options.token;
  let url = `${API}${path}`;
  let payload: string | undefined;
  if (method === 'GET' || method === 'DELETE') {
    const query = new URLSearchParams(body).toString();
    if (query) url += `?${query}`;
  } else if (options.json) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  } else {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(body).toString();
  }
  const response = await fetch(url, { method, headers, body: payload });
  return { status: response.status, body: (await response.json()) as { type: string; message: Loose } };
}

const login = async (user_string: string, password = DEMO_PASSWORD, extra: Body = {}) =>
  (await call('POST', '/user/login', { user_string, password, type: 'email', ...extra })).body;

describe('session envelope', () => {
  it('answers 999 in the request language for a missing or invalid token', async () => {
    expect(await call('GET', '/user/info', { lang: 'zh' })).toEqual({
      status: 200,
      body: { type: '999', message: '请先登录' },
    });
    expect(await call('GET', '/user/info', { lang: 'en' }, { token: 'bogus' })).toEqual({
      status: 200,
      body: { type: '999', message: 'Your session has expired, please log in again' },
    });
    expect((await call('POST', '/user/check', { lang: 'jp' }, { token: 'bogus' })).body.type).toBe('999');
  });

  it('logs in, serves the profile, logs out', async () => {
    const { type, message: token } = await login('demo@example.com');
    expect(type).toBe('ok');
    const info = await call('GET', '/user/info', {}, { token });
    expect(info.body).toMatchObject({
      type: 'ok',
      message: {
        account: 'demo@example.com',
        email: 'demo@example.com',
        real_name_status: 2,
        google_bind: false,
        is_demo: false,
        // the verified identity (level 1 approved in the seed)
        name: 'Alex Morgan',
        card_id: 'P1234567',
      },
    });
    expect(info.body.message).not.toHaveProperty('password_hash');
    expect((await call('POST', '/user/check', {}, { token })).body.type).toBe('ok');
    expect((await call('GET', '/user/logout', {}, { token })).body.type).toBe('ok');
    expect((await call('GET', '/user/info', {}, { token })).body.type).toBe('999');
  });

  it('translates a failed login and goes through the google_code step', async () => {
    expect(await login('demo@example.com', 'wrong-password', { lang: 'hk' })).toEqual({
      type: 'error',
      message: '帳戶或密碼不正確',
    });
    expect(await login('totp@example.com')).toEqual({
      type: 'google_code',
      message: 'Please enter the Google verification code',
    });
    const code = await totp(TOTP_USER_SECRET, clock());
    expect(await login('totp@example.com', DEMO_PASSWORD, { code })).toMatchObject({ type: 'ok' });
  });
});

describe('registration over HTTP', () => {
  it('sends a code to the demo inbox, registers with a JSON body and signs in', async () => {
    expect(
      (await call('POST', '/sms_mail', { user_string: 'new@example.com', type: 'email', lang: 'vi' })).body,
    ).toEqual({
      type: 'ok',
      message: 'Đã gửi mã xác minh',
    });
    const again = await call('POST', '/sms_mail', { user_string: 'new@example.com', lang: 'en' });
    expect(again.body).toEqual({
      type: 'error',
      message: 'Please wait 60 seconds before requesting another code',
    });

    const inbox = (await call('GET', '/demo/inbox', { to: 'new@example.com' })).body;
    expect(inbox.type).toBe('ok');
    expect(inbox.message).toHaveLength(1);
    const { code, scene, created_at, text } = inbox.message[0];
    expect({ scene, created_at }).toEqual({ scene: 'register', created_at: clock() });
    expect(text).toContain(code);

    const checked = await call('POST', '/user/check_email', {
      user_string: 'new@example.com',
      scene: 'register',
      email_code: code,
    });
    expect(checked.body.type).toBe('ok');

    const registered = await call(
      'POST',
      '/user/register',
      {
        type: 'email',
        user_string: 'new@example.com',
        password: 'secret1',
        re_password: 'secret1',
        code,
        extension_code: 'DEMO2026',
        lang: 'tur',
      },
      { json: true },
    );
    expect(registered.body).toEqual({ type: 'ok', message: 'Kayıt başarılı' });
    const duplicate = await call('POST', '/user/register', {
      type: 'email',
      user_string: 'new@example.com',
      password: 'secret1',
      re_password: 'secret1',
      code,
    });
    expect(duplicate.body).toEqual({ type: 'error', message: 'This account is already registered' });
    expect((await login('new@example.com', 'secret1')).type).toBe('ok');
  });

  it('resets a password through /user/forget', async () => {
    await call('POST', '/sms_mail', { user_string: 'demo@example.com', scene: 'forget' });
    const code = (await call('GET', '/demo/inbox', { to: 'demo@example.com' })).body.message[0].code;
    const reset = await call('POST', '/user/forget', {
      account: 'demo@example.com',
      password: 'changed1',
      repassword: 'changed1',
      code,
    });
    expect(reset.body.type).toBe('ok');
    expect((await login('demo@example.com')).type).toBe('error');
    expect((await login('demo@example.com', 'changed1')).type).toBe('ok');
  });
});

describe('common and levels', () => {
  it('serves settings and stores the language of a signed-in user', async () => {
    expect((await call('GET', '/getSetting', { keyword: 'service_url' })).body).toEqual({
      type: 'ok',
      message: { id: 2, key: 'service_url', value: '/api/demo/pages/contact', notes: '' },
    });
    // T's answers: null for a setting it does not have, an error without a keyword
    expect((await call('GET', '/getSetting', { keyword: 'nope' })).body).toEqual({ type: 'ok', message: null });
    expect((await call('GET', '/getSetting', { lang: 'en' })).body).toEqual({ type: 'error', message: 'Parameter error' });
    const { message: token } = await login('demo@example.com');
    expect((await call('POST', '/set/lang', { lang: 'th' }, { token })).body).toEqual({
      type: 'ok',
      message: 'บันทึกภาษาแล้ว',
    });
    expect((await call('GET', '/user/info', {}, { token })).body.message.lang).toBe('th');
    expect((await call('POST', '/set/lang', { lang: 'kor' })).body.type).toBe('ok'); // signed out works too
  });

  it('lists verification levels with translated names and string limits', async () => {
    const { body } = await call('GET', '/getLevelList', { lang: 'spa' });
    expect(body.message).toHaveLength(2);
    expect(body.message[0]).toMatchObject({
      level: 1,
      name: 'Verificación básica',
      withdraw_limit: '200',
      fiat_order_limit: '2000',
    });
    expect(body.message[1]).toMatchObject({
      level: 2,
      withdraw_limit: '500',
      withdraw_limit_currency: 'BTC',
    });
  });

  it('binds an authenticator over HTTP', async () => {
    const { message: token } = await login('demo@example.com');
    const { body } = await call('GET', '/user/getAuthenticator', {}, { token });
    expect(body.message.secret).toMatch(/^[A-Z2-7]{16}$/);
    const google_code = await totp(body.message.secret, clock());
    expect((await call('POST', '/user/bindAuthenticator', { google_code }, { token })).body.type).toBe('ok');
    expect((await call('GET', '/user/info', {}, { token })).body.message.google_bind).toBe(true);
  });
});

describe('transport rules', () => {
  it('answers an unknown call with a 404 envelope and a wrong method with 405', async () => {
    expect(await call('GET', '/no/such/call', { lang: 'kor' })).toEqual({
      status: 404,
      body: { type: 'error', message: '요청한 리소스가 존재하지 않습니다' },
    });
    expect((await call('POST', '/user/info')).status).toBe(405);
  });

  it('falls back to English for an unknown language', async () => {
    expect((await call('GET', '/user/info', { lang: 'xx' })).body.message).toBe('Please log in first');
  });

  it('treats malformed JSON as a parameter error', async () => {
    const response = await fetch(`${API}/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{oops',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ type: 'error', message: 'Parameter error' });
  });

  it('turns an unexpected exception into HTTP 500 with an error envelope', async () => {
    server.use(
      route('get', '/boom', () => {
        throw new Error('kaboom');
      }),
    );
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(await call('GET', '/boom', { lang: 'ida' })).toEqual({
        status: 500,
        body: { type: 'error', message: 'Kesalahan server, silakan coba lagi nanti' },
      });
      setEngine(Promise.reject(new Error('no engine')));
      expect((await call('GET', '/getSetting')).status).toBe(500);
    } finally {
      console.error = quiet;
    }
  });

  it('lets a story override one call with the envelope helpers', async () => {
    server.use(http.get('*/api/getSetting', () => ok({ site_name: 'Override' })));
    expect((await call('GET', '/getSetting')).body).toEqual({
      type: 'ok',
      message: { site_name: 'Override' },
    });
  });
});
