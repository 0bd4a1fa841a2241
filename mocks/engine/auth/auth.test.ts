// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUser } from '../../fixtures/auth';
import { createDemoEngine } from '../../testing';
import { hashPassword, verifyPassword } from '../core';
import { passwordCost } from '../core/testing';
import { seededRng } from '..';
import type { UserDoc } from '.';
import { LIMITS, MAX_SESSIONS_PER_USER } from './limits';
import { SESSION_TTL_MS } from './sessions';
import { testEngine, type TestEngine } from './testEngine';

let te: TestEngine;
beforeEach(async () => {
  te = await testEngine();
});

const demo = { user_string: demoUser.user_string, password: DEMO_PASSWORD };

describe('sessions', () => {
  it('logs in with the right password and refuses a wrong one or an unknown account alike', async () => {
    const { engine } = te;
    const token = await engine.user.login({ ...demo, type: 'email' });
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(engine.user.info(token)).toMatchObject({
      account: demoUser.user_string,
      google_bind: false,
      extension_code: 'DEMO2026',
    });
    await expect(engine.user.login({ ...demo, password: 'wrong-pass' })).rejects.toMatchObject({
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
    const scripted = await createDemoEngine({
      store: te.store,
      clock: te.clock,
      rng: () => script.shift() ?? base(),
    });
    const draws = (value: number) => Array<number>(16).fill(value);
    script = draws(0.1);
    const first = await scripted.user.login(demo);
    script = [...draws(0.1), ...draws(0.2)];
    const second = await scripted.user.login(demo);
    expect(first).toBe('19'.repeat(16));
    expect(second).toBe('33'.repeat(16));
    expect(scripted.user.info(first).id).toBe(scripted.user.info(second).id);
  });

  it('answers 999 for a missing, unknown, logged-out or expired token', async () => {
    const { engine, clock } = te;
    expect(() => engine.user.info(undefined)).toThrow(
      expect.objectContaining({ kind: '999', key: 'error.needLogin' }),
    );
    expect(() => engine.user.info('f'.repeat(32))).toThrow(
      expect.objectContaining({ kind: '999', key: 'error.sessionExpired' }),
    );
    const a = await engine.user.login(demo);
    engine.user.logout(a);
    expect(() => engine.user.info(a)).toThrow(expect.objectContaining({ kind: '999' }));
    const b = await engine.user.login(demo);
    clock.advance(SESSION_TTL_MS - 1);
    expect(engine.user.info(b).id).toBe(1);
    clock.advance(1);
    expect(() => engine.user.info(b)).toThrow(expect.objectContaining({ kind: '999' }));
  });

  it(`keeps at most ${MAX_SESSIONS_PER_USER} sessions per user, ending the oldest`, async () => {
    const { engine, clock, store } = te;
    const tokens: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_USER + 2; i++) {
      tokens.push(await engine.user.login(demo));
      clock.advance(1000);
    }
    expect(store.list('sessions', { user_id: 1 })).toHaveLength(MAX_SESSIONS_PER_USER);
    expect(() => engine.user.info(tokens[0])).toThrow(expect.objectContaining({ kind: '999' }));
    expect(() => engine.user.info(tokens[1])).toThrow(expect.objectContaining({ kind: '999' }));
    expect(engine.user.info(tokens[2]).id).toBe(1);
    expect(engine.user.info(tokens.at(-1)).id).toBe(1);
  }, 30_000);

  it('resets a password with a forget code and signs every device out', async () => {
    const { engine, latestCode } = te;
    const token = await engine.user.login(demo);
    engine.user.sendEmailCode({ user_string: demoUser.user_string, scene: 'forget' });
    const code = latestCode(demoUser.user_string);
    await engine.user.forget({
      account: demoUser.user_string,
      password: 'brand-new',
      repassword: 'brand-new',
      code,
    });
    expect(() => engine.user.info(token)).toThrow(expect.objectContaining({ kind: '999' }));
    await expect(engine.user.login(demo)).rejects.toMatchObject({ key: 'error.loginFailed' });
    await expect(engine.user.login({ ...demo, password: 'brand-new' })).resolves.toBeTypeOf('string');
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

describe('sign-in limits', () => {
  it(`locks an account after ${LIMITS.loginAccount.max} wrong passwords, even for the right one, until the lock ends`, async () => {
    const { engine, clock } = te;
    const { max, lockMs } = LIMITS.loginAccount;
    expect(max).toBe(5);
    for (let i = 1; i < max; i++)
      await expect(
        engine.user.login({ ...demo, password: `wrong-${i}` }, `10.0.0.${i}`),
      ).rejects.toMatchObject({
        key: 'error.loginFailed',
      });
    await expect(engine.user.login({ ...demo, password: 'wrong-last' }, '10.0.0.9')).rejects.toMatchObject({
      key: 'error.tooManyAttempts',
      vars: { minutes: 15, retry_after: 900 },
    });
    await expect(engine.user.login(demo, '10.0.1.1')).rejects.toMatchObject({ key: 'error.tooManyAttempts' });
    // Spelling the account differently does not dodge the lock.
    await expect(engine.user.login({ ...demo, user_string: ' DEMO@example.com ' })).rejects.toMatchObject({
      key: 'error.tooManyAttempts',
    });
    clock.advance(lockMs);
    await expect(engine.user.login(demo)).resolves.toMatch(/^[0-9a-f]{32}$/);
  });

  it('counts unknown accounts too, so a lock tells nothing about existence', async () => {
    const { engine } = te;
    for (let i = 0; i < LIMITS.loginAccount.max - 1; i++)
      await expect(
        engine.user.login({ user_string: 'ghost@example.com', password: 'x' }),
      ).rejects.toMatchObject({
        key: 'error.loginFailed',
      });
    await expect(
      engine.user.login({ user_string: 'ghost@example.com', password: 'x' }),
    ).rejects.toMatchObject({
      key: 'error.tooManyAttempts',
    });
  });

  it('limits one client address across accounts', async () => {
    const { engine } = te;
    const { max } = LIMITS.loginClient;
    for (let i = 1; i < max; i++)
      await expect(
        engine.user.login({ user_string: `user${i}@example.com`, password: 'guess' }, '192.0.2.50'),
      ).rejects.toMatchObject({
        key: 'error.loginFailed',
      });
    await expect(
      engine.user.login({ user_string: 'last@example.com', password: 'guess' }, '192.0.2.50'),
    ).rejects.toMatchObject({
      key: 'error.tooManyAttempts',
    });
    await expect(engine.user.login(demo, '192.0.2.50')).rejects.toMatchObject({
      key: 'error.tooManyAttempts',
    });
    await expect(engine.user.login(demo, '192.0.2.51')).resolves.toBeTypeOf('string');
  }, 30_000);

  it('lets no more than the limit of wrong guesses through to the password check when they arrive at once', async () => {
    const { engine } = te;
    const { max } = LIMITS.loginAccount;
    // At most max − failures attempts of a key are checked at once, so a burst cannot outrun the count: of these
    // simultaneous wrong guesses (many addresses) max reach the check, and the account locks.
    const burst = await Promise.allSettled(
      Array.from({ length: max + 10 }, (_, i) =>
        engine.user.login({ ...demo, password: 'nope-nope' }, `192.0.2.${100 + i}`),
      ),
    );
    const keys = burst.map((r) => (r as PromiseRejectedResult).reason.key);
    expect(keys.filter((k) => k === 'error.loginFailed')).toHaveLength(max - 1);
    expect(keys.filter((k) => k === 'error.tooManyAttempts')).toHaveLength(11);
  });

  it('counts failures only: a burst of right passwords all sign in, and leaves no count behind', async () => {
    const { engine } = te;
    const { max } = LIMITS.loginAccount;
    const burst = await Promise.allSettled(
      Array.from({ length: max + 10 }, (_, i) => engine.user.login(demo, `192.0.2.${100 + i}`)),
    );
    expect(burst.filter((r) => r.status === 'fulfilled')).toHaveLength(max + 10);
    for (let i = 0; i < max - 1; i++)
      await expect(engine.user.login({ ...demo, password: 'nope-nope' })).rejects.toMatchObject({
        key: 'error.loginFailed',
      });
  });

  it('clears an account’s failures after a successful sign-in', async () => {
    const { engine } = te;
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LIMITS.loginAccount.max - 1; i++)
        await expect(engine.user.login({ ...demo, password: 'nope-nope' })).rejects.toMatchObject({
          key: 'error.loginFailed',
        });
      await expect(engine.user.login(demo)).resolves.toBeTypeOf('string');
    }
  });
});

describe('password hashes', () => {
  it('upgrades a weaker stored hash at sign-in, transparently', async () => {
    const { engine, store } = te;
    const user = store.get<UserDoc>('users', '1')!;
    const weakRounds = Math.floor(passwordCost() / 2);
    const weak = await (async () => {
      // A hash as a previous release made it: PBKDF2 at half today's iterations (100 000 against 600 000 in
      // production; the unit suite hashes at a lower cost, tests/password-cost.ts).
      const current = await hashPassword(DEMO_PASSWORD, seededRng(5));
      const [scheme, , salt] = current.split('$');
      const bytes = Uint8Array.from(salt!.match(/../g)!.map((h) => parseInt(h, 16)));
      const key = await crypto.subtle.importKey(
        'raw',
        new TextEncoder().encode(DEMO_PASSWORD),
        'PBKDF2',
        false,
        ['deriveBits'],
      );
      const bits = await crypto.subtle.deriveBits(
        { name: 'PBKDF2', hash: 'SHA-256', salt: bytes, iterations: weakRounds },
        key,
        256,
      );
      const hex = Array.from(new Uint8Array(bits), (b) => b.toString(16).padStart(2, '0')).join('');
      return `${scheme}$${weakRounds}$${salt}$${hex}`;
    })();
    store.put('users', '1', { ...user, password_hash: weak });
    await expect(engine.user.login(demo)).resolves.toBeTypeOf('string');
    const upgraded = store.get<UserDoc>('users', '1')!.password_hash;
    expect(upgraded.startsWith(`pbkdf2-sha256$${passwordCost()}$`)).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD, upgraded)).toBe(true);
    // A wrong password never touches the hash.
    await expect(engine.user.login({ ...demo, password: 'wrong-one' })).rejects.toMatchObject({
      key: 'error.loginFailed',
    });
    expect(store.get<UserDoc>('users', '1')!.password_hash).toBe(upgraded);
  });
});
