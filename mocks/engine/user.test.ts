// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, TOTP_USER_SECRET, demoUser, totpUser } from '../fixtures/user';
import { createDemoEngine } from '../seed';
import { createManualClock, type ManualClock } from './clock';
import { CODE_TTL_MS, RESEND_INTERVAL_MS } from './codes';
import { totp, TOTP_STEP_MS } from './crypto';
import { createMemoryStore, seededRng, type Engine, type Store } from './index';
import { SESSION_TTL_MS } from './user';

let engine: Engine;
let clock: ManualClock;
let store: Store;
let logged: string[];

beforeEach(async () => {
  clock = createManualClock();
  store = createMemoryStore();
  logged = [];
  engine = await createDemoEngine({ store, clock, rng: seededRng(42), log: (line) => logged.push(line) });
});

const latestCode = (to: string) => engine.codes.inbox(to)[0]?.code;

async function register(email: string, extra: Record<string, string> = {}) {
  engine.user.sendEmailCode({ user_string: email });
  return engine.user.register({
    type: 'email',
    user_string: email,
    password: 'secret1',
    re_password: 'secret1',
    code: latestCode(email),
    ...extra,
  });
}

describe('verification codes', () => {
  it('delivers a 6-digit code to the inbox and the log, newest first', () => {
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
    engine.user.sendEmailCode({ user_string: 'a@example.com' });
    clock.advance(45_000);
    expect(() => engine.user.sendEmailCode({ user_string: 'a@example.com', scene: 'register' })).toThrow(
      expect.objectContaining({ key: 'error.codeTooSoon', vars: { seconds: 15 } }),
    );
    clock.advance(15_000);
    expect(() => engine.user.sendEmailCode({ user_string: 'a@example.com' })).not.toThrow();
  });

  it('rejects a wrong code, a malformed one and a missing one', async () => {
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
    expect(() => engine.user.sendEmailCode({ user_string: 'nobody@example.com', scene: 'forget' })).toThrow(
      expect.objectContaining({ key: 'error.accountNotFound' }),
    );
    expect(() => engine.user.sendEmailCode({ user_string: demoUser.user_string, scene: 'register' })).toThrow(
      expect.objectContaining({ key: 'error.accountExists' }),
    );
  });
});

describe('registration', () => {
  it('creates an account with a hashed password and a unique invite code', async () => {
    const user = await register('f@example.com');
    expect(user).toMatchObject({
      id: 3,
      type: 'email',
      account: 'f@example.com',
      real_name_status: 0,
      parent_id: null,
    });
    expect(user.extension_code).toMatch(/^[A-Z0-9]{6,8}$/);
    expect(user.extension_code).not.toBe(demoUser.extension_code);
    const stored = JSON.stringify(store.list('users'));
    expect(stored).not.toContain('secret1');
    expect(store.get<{ password_hash: string }>('users', '3')!.password_hash).toMatch(
      /^pbkdf2-sha256\$100000\$[0-9a-f]{32}\$[0-9a-f]{64}$/,
    );
  });

  it('rejects a duplicate account, also when two registrations race', async () => {
    engine.user.sendEmailCode({ user_string: 'g@example.com' });
    const input = {
      type: 'email',
      user_string: 'G@example.com',
      password: 'secret1',
      re_password: 'secret1',
      code: latestCode('g@example.com'),
    };
    const results = await Promise.allSettled([engine.user.register(input), engine.user.register(input)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { key: 'error.accountExists' },
    });
    expect(store.list('users', { email: 'g@example.com' })).toHaveLength(1);
  });

  it('checks passwords and the invite code', async () => {
    engine.user.sendEmailCode({ user_string: 'h@example.com' });
    const code = latestCode('h@example.com');
    const base = { type: 'email', user_string: 'h@example.com', code };
    await expect(
      engine.user.register({ ...base, password: '12345', re_password: '12345' }),
    ).rejects.toMatchObject({
      key: 'error.passwordShort',
      vars: { min: 6 },
    });
    await expect(
      engine.user.register({ ...base, password: '123456', re_password: '123457' }),
    ).rejects.toMatchObject({
      key: 'error.passwordMismatch',
    });
    await expect(
      engine.user.register({ ...base, password: '123456', re_password: '123456', extension_code: 'NOPE99' }),
    ).rejects.toMatchObject({ key: 'error.inviteInvalid' });
    const user = await engine.user.register({
      ...base,
      password: '123456',
      re_password: '123456',
      extension_code: 'demo2026',
    });
    expect(user.parent_id).toBe(1);
  });

  it('registers a phone account with area and country codes', async () => {
    engine.user.sendSmsCode({ mobile: '138 0013 8000', area_code: '+86', country_code: 'cn' });
    const code = engine.codes.inbox('13800138000')[0]?.code;
    expect(engine.codes.inbox('+86 138 0013 8000')[0]?.code).toBe(code);
    const user = await engine.user.register({
      type: 'mobile',
      user_string: '13800138000',
      area_code: '86',
      country_code: 'CN',
      password: 'secret1',
      re_password: 'secret1',
      code,
    });
    expect(user).toMatchObject({
      account: '13800138000',
      phone: '13800138000',
      area_code: '86',
      country_code: 'CN',
      email: null,
    });
    await expect(
      engine.user.login({ user_string: '13800138000', password: 'secret1', type: 'mobile' }),
    ).resolves.toMatch(/^[0-9a-f]{32}$/);
    expect(() =>
      engine.user.sendSmsCode({ mobile: '4155550100', area_code: '1', country_code: 'CN' }),
    ).toThrow(expect.objectContaining({ key: 'error.areaCodeInvalid' }));
  });
});

describe('sessions', () => {
  it('logs in with the right password and refuses a wrong one or an unknown account alike', async () => {
    const token = await engine.user.login({
      user_string: demoUser.user_string,
      password: DEMO_PASSWORD,
      type: 'email',
    });
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(engine.user.info(token)).toMatchObject({
      account: demoUser.user_string,
      google_bind: false,
      extension_code: 'DEMO2026',
    });
    await expect(
      engine.user.login({ user_string: demoUser.user_string, password: 'wrong-pass' }),
    ).rejects.toMatchObject({
      key: 'error.loginFailed',
      kind: 'error',
    });
    await expect(
      engine.user.login({ user_string: 'ghost@example.com', password: DEMO_PASSWORD }),
    ).rejects.toMatchObject({
      key: 'error.loginFailed',
    });
  });

  it('never hands out a live token twice, even when the RNG repeats itself', async () => {
    const base = seededRng(3);
    let script: number[] = [];
    const scripted = await createDemoEngine({ clock, rng: () => script.shift() ?? base() });
    const draws = (value: number) => Array<number>(16).fill(value);
    script = draws(0.1);
    const first = await scripted.user.login({ user_string: demoUser.user_string, password: DEMO_PASSWORD });
    script = [...draws(0.1), ...draws(0.2)];
    const second = await scripted.user.login({ user_string: demoUser.user_string, password: DEMO_PASSWORD });
    expect(first).toBe('19'.repeat(16));
    expect(second).toBe('33'.repeat(16));
    expect(scripted.user.info(first).id).toBe(scripted.user.info(second).id);
  });

  it('answers 999 for a missing, unknown, logged-out or expired token', async () => {
    expect(() => engine.user.info(undefined)).toThrow(
      expect.objectContaining({ kind: '999', key: 'error.needLogin' }),
    );
    expect(() => engine.user.info('f'.repeat(32))).toThrow(
      expect.objectContaining({ kind: '999', key: 'error.sessionExpired' }),
    );

    const a = await engine.user.login({ user_string: demoUser.user_string, password: DEMO_PASSWORD });
    engine.user.logout(a);
    expect(() => engine.user.info(a)).toThrow(expect.objectContaining({ kind: '999' }));

    const b = await engine.user.login({ user_string: demoUser.user_string, password: DEMO_PASSWORD });
    clock.advance(SESSION_TTL_MS - 1);
    expect(engine.user.info(b).id).toBe(1);
    clock.advance(1);
    expect(() => engine.user.info(b)).toThrow(expect.objectContaining({ kind: '999' }));
  });

  it('asks for the Google code when an authenticator is bound, then checks it (±1 step)', async () => {
    const input = { user_string: totpUser.user_string, password: DEMO_PASSWORD };
    await expect(engine.user.login(input)).rejects.toMatchObject({
      kind: 'google_code',
      key: 'error.googleCodeRequired',
    });
    // A wrong password is refused before the authenticator step is revealed.
    await expect(engine.user.login({ ...input, password: 'nope-nope' })).rejects.toMatchObject({
      key: 'error.loginFailed',
    });

    const now = await totp(TOTP_USER_SECRET, clock());
    await expect(engine.user.login({ ...input, code: now })).resolves.toMatch(/^[0-9a-f]{32}$/);
    const previous = await totp(TOTP_USER_SECRET, clock() - TOTP_STEP_MS);
    await expect(engine.user.login({ ...input, code: previous })).resolves.toBeTypeOf('string');
    // Two steps away is outside the window (with this secret and clock, that code differs from the three accepted).
    const stale = await totp(TOTP_USER_SECRET, clock() - 2 * TOTP_STEP_MS);
    await expect(engine.user.login({ ...input, code: stale })).rejects.toMatchObject({
      key: 'error.googleCodeWrong',
    });
    await expect(engine.user.login({ ...input, code: '12345' })).rejects.toMatchObject({
      key: 'error.googleCodeWrong',
    });
  });

  it('binds an authenticator from getAuthenticator, after which login needs its code', async () => {
    const token = await engine.user.login({ user_string: demoUser.user_string, password: DEMO_PASSWORD });
    const { secret, otpauth_url } = engine.user.getAuthenticator(token);
    expect(secret).toMatch(/^[A-Z2-7]{16}$/);
    expect(engine.user.getAuthenticator(token).secret).toBe(secret); // stable until bound
    expect(otpauth_url).toContain(`secret=${secret}`);
    await expect(
      engine.user.bindAuthenticator(token, '000000' === (await totp(secret, clock())) ? '111111' : '000000'),
    ).rejects.toMatchObject({
      key: 'error.googleCodeWrong',
    });
    await engine.user.bindAuthenticator(token, await totp(secret, clock()));
    expect(engine.user.info(token).google_bind).toBe(true);
    expect(() => engine.user.getAuthenticator(token)).toThrow(
      expect.objectContaining({ key: 'error.googleAlreadyBound' }),
    );
    await expect(
      engine.user.login({ user_string: demoUser.user_string, password: DEMO_PASSWORD }),
    ).rejects.toMatchObject({
      kind: 'google_code',
    });
  });

  it('resets a password with a forget code and signs every device out', async () => {
    const token = await engine.user.login({ user_string: demoUser.user_string, password: DEMO_PASSWORD });
    engine.user.sendEmailCode({ user_string: demoUser.user_string, scene: 'forget' });
    const code = latestCode(demoUser.user_string);
    await engine.user.forget({
      account: demoUser.user_string,
      password: 'brand-new',
      repassword: 'brand-new',
      code,
    });
    expect(() => engine.user.info(token)).toThrow(expect.objectContaining({ kind: '999' }));
    await expect(
      engine.user.login({ user_string: demoUser.user_string, password: DEMO_PASSWORD }),
    ).rejects.toMatchObject({
      key: 'error.loginFailed',
    });
    await expect(
      engine.user.login({ user_string: demoUser.user_string, password: 'brand-new' }),
    ).resolves.toBeTypeOf('string');
    await expect(
      engine.user.forget({
        account: demoUser.user_string,
        password: 'other-one',
        repassword: 'other-one',
        code,
      }),
    ).rejects.toMatchObject({ key: 'error.codeInvalid' });
  });
});

describe('common', () => {
  it('stores the language only for a signed-in user', async () => {
    expect(engine.common.setLang(undefined, 'jp')).toBe('jp');
    const token = await engine.user.login({ user_string: demoUser.user_string, password: DEMO_PASSWORD });
    engine.common.setLang(token, 'kor');
    expect(engine.user.info(token).lang).toBe('kor');
    expect(() => engine.common.setLang(token, 'xx')).toThrow(expect.objectContaining({ key: 'error.param' }));
  });

  it('serves settings, whole or by keyword', () => {
    expect(engine.common.settings()).toHaveProperty('live_chat_url');
    expect(engine.common.settings('service_email')).toEqual({ service_email: 'support@example.com' });
    expect(() => engine.common.settings('toString')).toThrow(
      expect.objectContaining({ key: 'error.notFound' }),
    );
  });
});

describe('seeding', () => {
  it('seeds each area once per store', async () => {
    const again = await createDemoEngine({ store, clock, rng: seededRng(7) });
    expect(again.ctx.store.list('users')).toHaveLength(2);
  });

  it('is reproducible with the same seed', async () => {
    const run = async () => {
      const e = await createDemoEngine({ clock: createManualClock(), rng: seededRng(99) });
      e.user.sendEmailCode({ user_string: 'same@example.com' });
      return e.codes.inbox('same@example.com')[0]!.code;
    };
    expect(await run()).toBe(await run());
  });
});
