// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { demoUser } from '../../fixtures/auth';
import { createDemoEngine } from '../../testing';
import { PBKDF2_ITERATIONS } from '../core/crypto';
import { createManualClock } from '../core/testing';
import { RESEND_INTERVAL_MS } from './codes';
import { seededRng } from '..';
import { testEngine, type TestEngine } from './testEngine';

let te: TestEngine;
beforeEach(async () => {
  te = await testEngine();
});

async function register(email: string, extra: Record<string, string> = {}) {
  te.engine.user.sendEmailCode({ user_string: email });
  return te.engine.user.register({
    type: 'email',
    user_string: email,
    password: 'secret1',
    re_password: 'secret1',
    code: te.latestCode(email),
    ...extra,
  });
}

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
    expect(JSON.stringify(te.store.list('users'))).not.toContain('secret1');
    expect(PBKDF2_ITERATIONS).toBe(600_000);
    expect(te.store.get<{ password_hash: string }>('users', '3')!.password_hash).toMatch(
      /^pbkdf2-sha256\$\d+\$[0-9a-f]{32}\$[0-9a-f]{64}$/,
    );
  });

  it('rejects a duplicate account, also when two registrations race', async () => {
    const { engine, store, latestCode } = te;
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
    const { engine, latestCode } = te;
    engine.user.sendEmailCode({ user_string: 'h@example.com' });
    const base = { type: 'email', user_string: 'h@example.com', code: latestCode('h@example.com') };
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
    const long = 'x'.repeat(129);
    await expect(engine.user.register({ ...base, password: long, re_password: long })).rejects.toMatchObject({
      key: 'error.param',
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
    const { engine } = te;
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

  it('normalises phone numbers to E.164 before uniqueness, throttling and sign-in', async () => {
    const { engine, clock } = te;
    engine.user.sendSmsCode({ mobile: '13800138077', area_code: '86' });
    // The same number spelt with a national or an international prefix is the same recipient: throttled.
    for (const mobile of ['013800138077', '0013800138077', '+86 138 0013 8077'])
      expect(() => engine.user.sendSmsCode({ mobile, area_code: '86' })).toThrow(
        expect.objectContaining({ key: 'error.codeTooSoon' }),
      );
    expect(engine.codes.inbox('+8613800138077')).toHaveLength(1);
    await engine.user.register({
      type: 'mobile',
      user_string: '013800138077',
      area_code: '86',
      password: 'secret1',
      re_password: 'secret1',
      code: engine.codes.inbox('+8613800138077')[0]!.code,
    });
    clock.advance(RESEND_INTERVAL_MS);
    for (const mobile of ['13800138077', '0013800138077'])
      expect(() => engine.user.sendSmsCode({ mobile, area_code: '86', scene: 'register' })).toThrow(
        expect.objectContaining({ key: 'error.accountExists' }),
      );
    for (const user_string of ['0013800138077', '+8613800138077', '13800138077'])
      await expect(
        engine.user.login({
          user_string,
          area_code: user_string.startsWith('+') ? undefined : '86',
          password: 'secret1',
          type: 'mobile',
        }),
      ).resolves.toMatch(/^[0-9a-f]{32}$/);
    expect(te.store.list('users', { phone: '13800138077' })).toHaveLength(1);
  });
});

describe('common', () => {
  it('stores the language only for a signed-in user', async () => {
    const { engine } = te;
    expect(engine.common.setLang(undefined, 'jp')).toBe('jp');
    const token = await engine.user.login({ user_string: demoUser.user_string, password: demoUser.password });
    engine.common.setLang(token, 'kor');
    expect(engine.user.info(token).lang).toBe('kor');
    expect(() => engine.common.setLang(token, 'xx')).toThrow(expect.objectContaining({ key: 'error.param' }));
  });

  it('serves settings, whole or by keyword', () => {
    const { engine } = te;
    expect(engine.common.settings()).toHaveProperty('live_chat_url');
    expect(engine.common.settings('service_email')).toEqual({ service_email: 'support@example.com' });
    expect(() => engine.common.settings('toString')).toThrow(
      expect.objectContaining({ key: 'error.notFound' }),
    );
  });
});

describe('seeding', () => {
  it('seeds each area once per store', async () => {
    const again = await createDemoEngine({ store: te.store, clock: te.clock, rng: seededRng(7) });
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
