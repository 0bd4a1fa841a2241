// @vitest-environment jsdom
/** User calls (wire-facts §2): the app reads the family, the demo exchange speaks it. See ./contract.ts. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { installTestEngine, server } from '@mocks/node';
import { configureApi } from '@/api/client';
import { tokenSchema } from '@/api/schemas/auth';
import { checkEmailCode, getUserInfo, login, logout, register, sendEmailCode } from '@/api/auth';
import { userInfoSchema } from '@/api/wire/auth';
import { demo, example, expectParses, expectSpeaksFamily, serve, signIn } from './contract';

let token: string | null = null;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  token = null;
  configureApi({ getToken: () => token, getLang: () => 'en', onError: () => {}, onSessionInvalid: () => {} });
  await installTestEngine();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const text = z.string();

describe('sign-up and sign-in: every answer a text, login’s the token itself, register none', () => {
  it('the app reads the family’s answers', async () => {
    serve('post', 'sms_mail', example('user', 'sms_mail'));
    await expect(sendEmailCode({ email: 'a@b.co', scene: 'register' })).resolves.toBeUndefined();
    serve('post', 'user/check_email', example('user', 'user_check_email'));
    await expect(checkEmailCode({ email: 'a@b.co', code: '123456', scene: 'register' })).resolves.toBeUndefined();
    serve('post', 'user/register', example('user', 'user_register'));
    await expect(
      register({ type: 'email', account: 'a@b.co', code: '123456', password: 'secret1', rePassword: 'secret1' }),
    ).resolves.toBeUndefined();
    const recorded = example('user', 'user_login');
    expectParses(recorded, tokenSchema);
    serve('post', 'user/login', recorded);
    await expect(login({ type: 'email', account: 'a@b.co', password: 'secret1' })).resolves.toBe(
      '9b2f4c1d8e7a6b5c4d3e2f1a0b9c8d7e',
    );
    serve('get', 'user/logout', example('user', 'user_logout'));
    await expect(logout()).resolves.toBeUndefined();
  });

  it('the demo exchange answers the same: code by mail, check, register (no token), then login', async () => {
    const email = 'contract@example.com';
    expectSpeaksFamily(await demo('POST', 'sms_mail', { user_string: email, type: 'register' }), example('user', 'sms_mail'), text);
    const inbox = await demo('GET', 'demo/inbox', { to: email });
    const code = inbox.message[0].code as string;
    expectSpeaksFamily(
      await demo('POST', 'user/check_email', { user_string: email, email_code: code }),
      example('user', 'user_check_email'),
      text,
    );
    const registered = await demo('POST', 'user/register', {
      type: 'email',
      user_string: email,
      password: 'secret1',
      re_password: 'secret1',
      code,
    });
    expectSpeaksFamily(registered, example('user', 'user_register'), text);
    const loggedIn = await demo('POST', 'user/login', { user_string: email, password: 'secret1' });
    expectSpeaksFamily(loggedIn, example('user', 'user_login'), tokenSchema);
    expect(loggedIn.message).toMatch(/^[0-9a-f]{32}$/); // the family's md5-sized token
    expectSpeaksFamily(await demo('GET', 'user/logout', {}, loggedIn.message), example('user', 'user_logout'), text);
  });
});

describe('GET /user/info: the users row, review_status and four wallet groups', () => {
  const recorded = example('user', 'user_info');

  it('the app reads the profile it keeps', async () => {
    expectParses(recorded, userInfoSchema);
    serve('get', 'user/info', recorded);
    expect(await getUserInfo()).toMatchObject({
      id: 1024,
      account: 'trader@example.org',
      email: 'trader@example.org',
      nickname: 'Trader',
      head_portrait: '/upload/avatar.png',
      extension_code: 'K7Q2ZP',
      real_name_status: 2,
      google_bind: false,
      is_demo: false,
    });
  });

  it('the demo exchange answers the same object, with the ledger’s balances in its groups', async () => {
    token = await signIn();
    const produced = await demo('GET', 'user/info', {}, token);
    expectSpeaksFamily(produced, recorded, userInfoSchema);
    expect(await getUserInfo()).toMatchObject({ account: 'demo@example.com', nickname: 'Demo Trader', real_name_status: 2 });
  });
});
