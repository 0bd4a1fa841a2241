// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { totp, type Engine } from '@mocks/engine';
import { DEMO_PASSWORD } from '@mocks/fixtures/auth';
import { installTestEngine, server } from '@mocks/node';
import { configureApi } from '../client';
import { ApiError } from '../errors';
import { editProfile, setAvatar } from './profile';
import {
  authenticatorKeySchema,
  bindAuthenticator,
  bindEmail,
  changeLoginPassword,
  getAuthenticator,
  setPayPassword,
} from './security';
import { getUserInfo, login } from '../auth';

let token: string | null = null;
let engine: Engine;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  token = null;
  configureApi({ getToken: () => token, getLang: () => 'en', onError: () => {}, onSessionInvalid: () => {} });
  ({ engine } = await installTestEngine());
  token = await login({ type: 'email', account: 'demo@example.com', password: DEMO_PASSWORD });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const messageOf = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => (e instanceof ApiError ? e.message : String(e)),
  );

describe('reading the authenticator key', () => {
  it('reads the demo shape, a bare secret and other field names; refuses a malformed key', () => {
    const uri = 'otpauth://totp/Demo:a%40b.c?secret=JBSWY3DPEHPK3PXP&issuer=Demo';
    expect(authenticatorKeySchema.parse({ secret: 'JBSWY3DPEHPK3PXP', otpauth_url: uri })).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      uri,
    });
    expect(authenticatorKeySchema.parse('jbsw y3dp ehpk 3pxp')).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/Exchange?secret=JBSWY3DPEHPK3PXP&issuer=Exchange',
    });
    expect(authenticatorKeySchema.parse({ google_secret: 'JBSWY3DPEHPK3PXP', account: 'x@y.z', issuer: 'Ex' }).uri).toBe(
      'otpauth://totp/Ex%3Ax%40y.z?secret=JBSWY3DPEHPK3PXP&issuer=Ex',
    );
    // a URI that is not an otpauth one is replaced by one built from the secret
    expect(authenticatorKeySchema.parse({ secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'javascript:x' }).uri).toMatch(
      /^otpauth:\/\/totp\//,
    );
    expect(authenticatorKeySchema.safeParse({ secret: 'not-base32!' }).success).toBe(false);
    expect(authenticatorKeySchema.safeParse(null).success).toBe(false);
  });
});

describe('account calls against the demo exchange', () => {
  it('edits the profile and the avatar; refusals come back translated', async () => {
    await expect(editProfile({ nickname: 'Nova', signature: 'Hold on' })).resolves.toBe('Profile saved');
    await expect(setAvatar('/upload/me.png')).resolves.toBe('Profile picture updated');
    expect(await getUserInfo()).toMatchObject({ nickname: 'Nova', signature: 'Hold on', head_portrait: '/upload/me.png' });
    await expect(messageOf(editProfile({ nickname: 'x' }))).resolves.toBe('The nickname must be 2–10 characters');
  });

  it('sets the pay password and refuses a wrong login password', async () => {
    await expect(
      messageOf(setPayPassword({ loginPassword: 'wrong-pass', password: '135790', rePassword: '135790' })),
    ).resolves.toBe('The current login password is incorrect');
    await expect(setPayPassword({ loginPassword: DEMO_PASSWORD, password: '135790', rePassword: '135790' })).resolves.toBe(
      'Pay password saved',
    );
    expect((await getUserInfo()).pay_password_set).toBe(true);
    await expect(
      changeLoginPassword({ current: DEMO_PASSWORD, password: 'brand-new-1', rePassword: 'brand-new-1' }),
    ).resolves.toBe('Login password changed');
  });

  it('binds an authenticator with the code of its key; a wrong code is refused', async () => {
    const key = await getAuthenticator();
    expect(key.secret).toMatch(/^[A-Z2-7]{16}$/);
    expect(key.uri).toContain(`secret=${key.secret}`);
    const code = await totp(key.secret, engine.ctx.clock());
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(messageOf(bindAuthenticator(wrong))).resolves.toBe('Please enter a correct Google code');
    await expect(bindAuthenticator(code)).resolves.toBe('Google Authenticator bound');
    expect((await getUserInfo()).google_bind).toBe(true);
    await expect(messageOf(getAuthenticator())).resolves.toMatch(/already bound/);
  });

  it('refuses to bind a second e-mail address', async () => {
    await expect(messageOf(bindEmail({ email: 'other@example.com', code: '123456' }))).resolves.toMatch(
      /already bound/,
    );
  });
});
