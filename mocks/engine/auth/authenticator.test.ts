// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, TOTP_USER_SECRET, demoUser, totpUser } from '../../fixtures/auth';
import { totp } from '../core';
import { TOTP_STEP_MS } from '../core/crypto';
import { LIMITS } from './limits';
import { testEngine, type TestEngine } from './testEngine';

let te: TestEngine;
beforeEach(async () => {
  te = await testEngine();
});

const input = { user_string: totpUser.user_string, password: DEMO_PASSWORD };
/** A six-digit code that is none of the codes accepted around `at`. */
async function wrongCode(secret: string, at: number) {
  const accepted = await Promise.all([-1, 0, 1].map((d) => totp(secret, at + d * TOTP_STEP_MS)));
  return ['000000', '111111', '222222', '333333'].find((c) => !accepted.includes(c))!;
}

describe('Google authenticator', () => {
  it('asks for the code when bound, then checks it (±1 step)', async () => {
    const { engine, clock } = te;
    await expect(engine.user.login(input)).rejects.toMatchObject({
      kind: 'google_code',
      key: 'error.googleCodeRequired',
    });
    // A wrong password is refused before the authenticator step is revealed.
    await expect(engine.user.login({ ...input, password: 'nope-nope' })).rejects.toMatchObject({
      key: 'error.loginFailed',
    });
    const previous = await totp(TOTP_USER_SECRET, clock() - TOTP_STEP_MS);
    await expect(engine.user.login({ ...input, code: previous })).resolves.toMatch(/^[0-9a-f]{32}$/);
    const now = await totp(TOTP_USER_SECRET, clock());
    await expect(engine.user.login({ ...input, code: now })).resolves.toBeTypeOf('string');
    // Two steps away is outside the window.
    const stale = await totp(TOTP_USER_SECRET, clock() - 2 * TOTP_STEP_MS);
    await expect(engine.user.login({ ...input, code: stale })).rejects.toMatchObject({
      key: 'error.googleCodeWrong',
    });
    await expect(engine.user.login({ ...input, code: '12345' })).rejects.toMatchObject({
      key: 'error.googleCodeWrong',
    });
  });

  it('accepts each code once: a replay, or an older step after a newer one, is refused', async () => {
    const { engine, clock } = te;
    const now = await totp(TOTP_USER_SECRET, clock());
    await expect(engine.user.login({ ...input, code: now })).resolves.toBeTypeOf('string');
    await expect(engine.user.login({ ...input, code: now })).rejects.toMatchObject({
      key: 'error.googleCodeUsed',
    });
    const previous = await totp(TOTP_USER_SECRET, clock() - TOTP_STEP_MS);
    if (previous !== now)
      await expect(engine.user.login({ ...input, code: previous })).rejects.toMatchObject({
        key: 'error.googleCodeUsed',
      });
    // Two logins racing with the same code: one wins.
    clock.advance(TOTP_STEP_MS);
    const next = await totp(TOTP_USER_SECRET, clock());
    const race = await Promise.allSettled([
      engine.user.login({ ...input, code: next }),
      engine.user.login({ ...input, code: next }),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it(`locks the authenticator step after ${LIMITS.googleAccount.max} wrong codes`, async () => {
    const { engine, clock } = te;
    const wrong = await wrongCode(TOTP_USER_SECRET, clock());
    for (let i = 1; i < LIMITS.googleAccount.max; i++)
      await expect(engine.user.login({ ...input, code: wrong }, `10.1.0.${i}`)).rejects.toMatchObject({
        key: 'error.googleCodeWrong',
      });
    await expect(engine.user.login({ ...input, code: wrong }, '10.1.0.9')).rejects.toMatchObject({
      key: 'error.tooManyAttempts',
      vars: { minutes: 15 },
    });
    const right = await totp(TOTP_USER_SECRET, clock());
    await expect(engine.user.login({ ...input, code: right })).rejects.toMatchObject({
      key: 'error.tooManyAttempts',
    });
    clock.advance(LIMITS.googleAccount.lockMs);
    await expect(
      engine.user.login({ ...input, code: await totp(TOTP_USER_SECRET, clock()) }),
    ).resolves.toBeTypeOf('string');
  });

  it('binds an authenticator from getAuthenticator, after which login needs its code', async () => {
    const { engine, clock } = te;
    const token = await engine.user.login({ user_string: demoUser.user_string, password: DEMO_PASSWORD });
    const { secret, otpauth_url } = engine.user.getAuthenticator(token);
    expect(secret).toMatch(/^[A-Z2-7]{16}$/);
    expect(engine.user.getAuthenticator(token).secret).toBe(secret); // stable until bound
    expect(otpauth_url).toContain(`secret=${secret}`);
    await expect(
      engine.user.bindAuthenticator(token, await wrongCode(secret, clock())),
    ).rejects.toMatchObject({
      key: 'error.googleCodeWrong',
    });
    const code = await totp(secret, clock());
    await engine.user.bindAuthenticator(token, code);
    expect(engine.user.info(token).google_bind).toBe(true);
    expect(() => engine.user.getAuthenticator(token)).toThrow(
      expect.objectContaining({ key: 'error.googleAlreadyBound' }),
    );
    await expect(
      engine.user.login({ user_string: demoUser.user_string, password: DEMO_PASSWORD }),
    ).rejects.toMatchObject({
      kind: 'google_code',
    });
    // The code that bound it cannot sign in as well.
    await expect(
      engine.user.login({ user_string: demoUser.user_string, password: DEMO_PASSWORD, code }),
    ).rejects.toMatchObject({ key: 'error.googleCodeUsed' });
  });

  it('limits wrong codes when binding too', async () => {
    const { engine, clock } = te;
    const token = await engine.user.login({ user_string: demoUser.user_string, password: DEMO_PASSWORD });
    const { secret } = engine.user.getAuthenticator(token);
    const wrong = await wrongCode(secret, clock());
    for (let i = 1; i < LIMITS.googleAccount.max; i++)
      await expect(engine.user.bindAuthenticator(token, wrong)).rejects.toMatchObject({
        key: 'error.googleCodeWrong',
      });
    await expect(engine.user.bindAuthenticator(token, wrong)).rejects.toMatchObject({
      key: 'error.tooManyAttempts',
    });
    await expect(engine.user.bindAuthenticator(token, await totp(secret, clock()))).rejects.toMatchObject({
      key: 'error.tooManyAttempts',
    });
  });
});
