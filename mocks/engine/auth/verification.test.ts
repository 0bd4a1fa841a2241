// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { demoUser } from '../../fixtures/auth';
import { CODE_TTL_MS, RESEND_INTERVAL_MS } from './codes';
import { LIMITS } from './limits';
import { testEngine, type TestEngine } from './testEngine';

let te: TestEngine;
beforeEach(async () => {
  te = await testEngine();
});

describe('verification codes', () => {
  it('delivers a 6-digit code to the inbox and the log, newest first', () => {
    const { engine, clock, logged } = te;
    engine.user.sendEmailCode({ user_string: 'New@Example.com', scene: 'register' });
    const [entry] = engine.codes.inbox('new@example.com');
    expect(entry).toMatchObject({
      to: 'new@example.com',
      scene: 'register',
      channel: 'email',
      created_at: clock(),
    });
    expect(entry!.code).toMatch(/^\d{6}$/);
    expect(entry!.expires_at).toBe(clock() + CODE_TTL_MS);
    expect(logged.some((line) => line.includes(entry!.code) && line.includes('new@example.com'))).toBe(true);

    clock.advance(RESEND_INTERVAL_MS);
    engine.user.sendEmailCode({ user_string: 'new@example.com' });
    const inbox = engine.codes.inbox('new@example.com');
    expect(inbox).toHaveLength(2);
    expect(inbox[0]!.created_at).toBeGreaterThan(inbox[1]!.created_at);
  });

  it('refuses a resend within 60 s, with the seconds left', () => {
    const { engine, clock } = te;
    engine.user.sendEmailCode({ user_string: 'a@example.com' });
    clock.advance(45_000);
    expect(() => engine.user.sendEmailCode({ user_string: 'a@example.com', scene: 'register' })).toThrow(
      expect.objectContaining({ key: 'error.codeTooSoon', vars: { seconds: 15 } }),
    );
    clock.advance(15_000);
    expect(() => engine.user.sendEmailCode({ user_string: 'a@example.com' })).not.toThrow();
  });

  it('rejects a wrong code, a malformed one and a missing one', async () => {
    const { engine, latestCode } = te;
    engine.user.sendEmailCode({ user_string: 'b@example.com' });
    const right = latestCode('b@example.com')!;
    const wrong = right === '000000' ? '111111' : '000000';
    const base = { type: 'email', user_string: 'b@example.com', password: 'secret1', re_password: 'secret1' };
    await expect(engine.user.register({ ...base, code: wrong })).rejects.toMatchObject({
      key: 'error.codeInvalid',
    });
    await expect(engine.user.register({ ...base, code: '12ab' })).rejects.toMatchObject({
      key: 'error.codeFormat',
    });
    await expect(engine.user.register({ ...base })).rejects.toMatchObject({ key: 'error.codeRequired' });
    await expect(engine.user.register({ ...base, code: right })).resolves.toMatchObject({
      account: 'b@example.com',
    });
  });

  it('expires a code after 10 minutes', async () => {
    const { engine, clock, latestCode } = te;
    engine.user.sendEmailCode({ user_string: 'c@example.com' });
    const code = latestCode('c@example.com');
    clock.advance(CODE_TTL_MS);
    await expect(
      engine.user.register({
        type: 'email',
        user_string: 'c@example.com',
        password: 'secret1',
        re_password: 'secret1',
        code,
      }),
    ).rejects.toMatchObject({ key: 'error.codeExpired' });
  });

  it('is single use, while check_email does not use it up', async () => {
    const { engine, latestCode } = te;
    engine.user.sendEmailCode({ user_string: 'd@example.com' });
    const code = latestCode('d@example.com');
    engine.user.checkCode({ user_string: 'd@example.com', scene: 'register', email_code: code });
    engine.user.checkCode({ user_string: 'd@example.com', scene: 'register', email_code: code });
    await engine.user.register({
      type: 'email',
      user_string: 'd@example.com',
      password: 'secret1',
      re_password: 'secret1',
      code,
    });
    expect(() =>
      engine.user.checkCode({ user_string: 'd@example.com', scene: 'register', email_code: code }),
    ).toThrow(expect.objectContaining({ key: 'error.codeInvalid' }));
  });

  it('belongs to its scene', () => {
    const { engine, latestCode } = te;
    engine.user.sendEmailCode({ user_string: demoUser.user_string, scene: 'forget' });
    const code = latestCode(demoUser.user_string);
    expect(() =>
      engine.user.checkCode({ user_string: demoUser.user_string, scene: 'register', email_code: code }),
    ).toThrow(expect.objectContaining({ key: 'error.codeInvalid' }));
    expect(() =>
      engine.user.checkCode({ user_string: demoUser.user_string, scene: 'forget', email_code: code }),
    ).not.toThrow();
  });

  it('burns a code after 5 wrong tries', () => {
    const { engine, latestCode } = te;
    engine.user.sendEmailCode({ user_string: 'e@example.com' });
    const right = latestCode('e@example.com')!;
    const wrong = right === '999999' ? '888888' : '999999';
    const check = (email_code: string) => () =>
      engine.user.checkCode({ user_string: 'e@example.com', email_code });
    for (let i = 0; i < 4; i++)
      expect(check(wrong)).toThrow(expect.objectContaining({ key: 'error.codeInvalid' }));
    expect(check(wrong)).toThrow(expect.objectContaining({ key: 'error.codeAttempts' }));
    expect(check(right)).toThrow(expect.objectContaining({ key: 'error.codeInvalid' }));
  });

  it('sends forget codes only to existing accounts and register codes only to new ones', () => {
    const { engine } = te;
    expect(() => engine.user.sendEmailCode({ user_string: 'nobody@example.com', scene: 'forget' })).toThrow(
      expect.objectContaining({ key: 'error.accountNotFound' }),
    );
    expect(() => engine.user.sendEmailCode({ user_string: demoUser.user_string, scene: 'register' })).toThrow(
      expect.objectContaining({ key: 'error.accountExists' }),
    );
  });
});

describe('sending limits', () => {
  it('caps the codes one client address gets sent across recipients, then says how long to wait', () => {
    const { engine, clock } = te;
    const { max, lockMs } = LIMITS.codeSendClient;
    expect(max).toBe(10);
    for (let i = 0; i < max; i++)
      engine.user.sendEmailCode({ user_string: `r${i}@example.com` }, undefined, '203.0.113.7');
    const next = () =>
      engine.user.sendEmailCode({ user_string: 'one-more@example.com' }, undefined, '203.0.113.7');
    expect(next).toThrow(
      expect.objectContaining({ key: 'error.tooManyCodes', vars: { minutes: 60, retry_after: 3600 } }),
    );
    // Another address is not affected; nothing was delivered to the refused recipient.
    expect(() =>
      engine.user.sendEmailCode({ user_string: 'other@example.com' }, undefined, '198.51.100.1'),
    ).not.toThrow();
    expect(engine.codes.inbox('one-more@example.com')).toEqual([]);
    clock.advance(lockMs - 1000);
    expect(next).toThrow(expect.objectContaining({ vars: { minutes: 1, retry_after: 1 } }));
    clock.advance(1000);
    expect(next).not.toThrow();
  });

  it('caps the codes one recipient gets in a day, whoever asks', () => {
    const { engine, clock } = te;
    const { max } = LIMITS.codeSendRecipient;
    for (let i = 0; i < max; i++) {
      engine.user.sendEmailCode({ user_string: 'busy@example.com' }, undefined, `198.51.100.${i}`);
      clock.advance(RESEND_INTERVAL_MS);
    }
    expect(() =>
      engine.user.sendEmailCode({ user_string: 'busy@example.com' }, undefined, '198.51.100.99'),
    ).toThrow(expect.objectContaining({ key: 'error.tooManyCodes' }));
  });

  it('does not count a send refused for being too soon', () => {
    const { engine } = te;
    engine.user.sendEmailCode({ user_string: 'soon@example.com' }, undefined, '192.0.2.1');
    for (let i = 0; i < 20; i++)
      expect(() =>
        engine.user.sendEmailCode({ user_string: 'soon@example.com' }, undefined, '192.0.2.1'),
      ).toThrow(expect.objectContaining({ key: 'error.codeTooSoon' }));
    expect(() =>
      engine.user.sendEmailCode({ user_string: 'later@example.com' }, undefined, '192.0.2.1'),
    ).not.toThrow();
  });
});
