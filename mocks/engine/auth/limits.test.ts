// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createContext,
  createMemoryStore,
  seededRng,
  type ManualClock,
  type Store,
} from '../core';
import { createManualClock } from '../core/testing';
import type { ServerKey } from '../core';
import { createLimiter, LIMITS, type Limiter } from './limits';

let clock: ManualClock;
let store: Store;
let limiter: Limiter;
beforeEach(() => {
  clock = createManualClock();
  store = createMemoryStore();
  limiter = createLimiter(createContext({ store, clock, rng: seededRng(1) }));
});

const { max, windowMs, lockMs } = LIMITS.loginAccount;
const rule = 'loginAccount' as const;
const failure = (fn: () => void) => {
  try {
    fn();
    return undefined;
  } catch (error) {
    return error as { key: string; vars: Record<string, number> };
  }
};

describe('limiter', () => {
  it('are the documented constants', () => {
    expect(LIMITS).toMatchObject({
      loginAccount: { max: 5, windowMs: 900_000, lockMs: 900_000 },
      loginClient: { max: 20, windowMs: 900_000, lockMs: 900_000 },
      googleAccount: { max: 5, windowMs: 900_000, lockMs: 900_000 },
      googleClient: { max: 20, windowMs: 900_000, lockMs: 900_000 },
      codeSendClient: { max: 10, windowMs: 3_600_000, lockMs: 3_600_000 },
      codeSendRecipient: { max: 10, windowMs: 86_400_000, lockMs: 86_400_000 },
    });
  });

  it('locks a key at the max-th event in a window, with the time left in minutes and seconds', () => {
    for (let i = 1; i < max; i++) expect(limiter.hit(rule, 'a')).toBe(false);
    expect(limiter.hit(rule, 'a')).toBe(true);
    expect(failure(() => limiter.check(rule, 'a'))).toMatchObject({
      key: 'error.tooManyAttempts',
      vars: { minutes: 15, retry_after: 900 },
    });
    expect(failure(() => limiter.check(rule, 'b'))).toBeUndefined();
    clock.advance(lockMs - 61_000);
    expect(failure(() => limiter.check(rule, 'a'))?.vars).toEqual({ minutes: 2, retry_after: 61 });
    clock.advance(61_000);
    expect(failure(() => limiter.check(rule, 'a'))).toBeUndefined();
  });

  it('forgets events once their window is over', () => {
    for (let i = 1; i < max; i++) limiter.hit(rule, 'a');
    clock.advance(windowMs);
    expect(limiter.hit(rule, 'a')).toBe(false);
  });

  it('reset forgets the key; refuse throws the lock first', () => {
    for (let i = 1; i < max; i++) limiter.hit(rule, 'a');
    limiter.reset(rule, 'a');
    expect(limiter.hit(rule, 'a')).toBe(false);
    expect(failure(() => limiter.refuse([[rule, 'a']], 'error.loginFailed'))?.key).toBe('error.loginFailed');
    for (let i = 0; i < max; i++) limiter.hit(rule, 'a');
    expect(failure(() => limiter.refuse([[rule, 'a']], 'error.loginFailed'))?.key).toBe(
      'error.tooManyAttempts',
    );
  });

  it('purges counters whose window and lock are over', () => {
    limiter.hit(rule, 'short');
    for (let i = 0; i < max; i++) limiter.hit(rule, 'locked');
    clock.advance(windowMs);
    expect(limiter.purge()).toBe(1);
    expect(store.list('throttle')).toHaveLength(1);
    clock.advance(lockMs + windowMs);
    expect(limiter.purge()).toBe(1);
    expect(store.list('throttle')).toHaveLength(0);
  });
});

describe('attempt: failures only', () => {
  const keys = [[rule, 'a']] as const;
  const settle = (ms: number) => new Promise<ServerKey | undefined>((done) => setTimeout(() => done(undefined), ms));
  const outcome = (p: Promise<void>) => p.then(() => 'ok', (error: { key: string }) => error.key);

  it('lets any number of right attempts through, concurrent ones included, counting none', async () => {
    const right = await Promise.all(Array.from({ length: 50 }, () => outcome(limiter.attempt(keys, () => settle(2)))));
    expect(right).toEqual(Array(50).fill('ok'));
    expect(failure(() => limiter.check(rule, 'a'))).toBeUndefined();
    expect(limiter.hit(rule, 'a')).toBe(false); // the count was still 0
  });

  it('locks after max wrong attempts, however many are sent at once; right ones then wait out the lock', async () => {
    let checked = 0;
    const wrong = () => {
      checked++;
      return Promise.resolve('error.loginFailed' as ServerKey);
    };
    const results = await Promise.all(Array.from({ length: 12 }, () => outcome(limiter.attempt(keys, wrong))));
    expect(checked).toBe(max); // no more than max guesses were ever looked at
    expect(results.filter((r) => r === 'error.loginFailed')).toHaveLength(max - 1);
    expect(results.filter((r) => r === 'error.tooManyAttempts')).toHaveLength(12 - max + 1);
    expect(await outcome(limiter.attempt(keys, () => settle(0)))).toBe('error.tooManyAttempts');
    clock.advance(lockMs);
    expect(await outcome(limiter.attempt(keys, () => settle(0)))).toBe('ok');
  });

  it('mixes: right attempts among fewer than max wrong ones all pass, and only the wrong ones count', async () => {
    const mixed = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        outcome(
          limiter.attempt(keys, async () => {
            await settle(1);
            return i % 5 === 0 ? ('error.loginFailed' as ServerKey) : undefined;
          }),
        ),
      ),
    );
    expect(mixed.filter((r) => r === 'ok')).toHaveLength(16);
    expect(mixed.filter((r) => r === 'error.loginFailed')).toHaveLength(4);
    expect(limiter.hit(rule, 'a')).toBe(true); // the fifth failure locks
  });
});
