// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUser } from '../../fixtures/auth';
import { CODE_TTL_MS } from './codes';
import { SESSION_TTL_MS } from './sessions';
import { testEngine, type TestEngine } from './testEngine';

let te: TestEngine;
beforeEach(async () => {
  te = await testEngine();
});

describe('housekeeping', () => {
  it('purges expired sessions, spent codes, old inbox entries and throttle rows, and keeps live ones', async () => {
    const { engine, clock, store } = te;
    const old = await engine.user.login({ user_string: demoUser.user_string, password: DEMO_PASSWORD });
    await expect(
      engine.user.login({ user_string: demoUser.user_string, password: 'wrong-one' }),
    ).rejects.toBeDefined();
    engine.user.sendEmailCode({ user_string: 'gone@example.com' });
    clock.advance(SESSION_TTL_MS - CODE_TTL_MS + 1);
    const fresh = await engine.user.login({ user_string: demoUser.user_string, password: DEMO_PASSWORD });
    engine.user.sendEmailCode({ user_string: 'kept@example.com' });
    clock.advance(CODE_TTL_MS - 1);

    // Gone: the first session, the week-old code, its inbox entry and daily count, both resend spacings.
    expect(engine.user.purgeExpired()).toEqual({
      sessions: 1,
      codes: 1,
      inbox: 1,
      code_throttle: 2,
      // the wrong password's count for the address (a right one counts nothing) and the first recipient's
      throttle: 2,
    });
    expect(() => engine.user.info(old)).toThrow(expect.objectContaining({ kind: '999' }));
    expect(engine.user.info(fresh).id).toBe(1);
    expect(store.list('sessions')).toHaveLength(1);
    // The code sent just under 10 minutes ago is still good; a millisecond later it goes too.
    expect(store.list('codes')).toHaveLength(1);
    expect(engine.user.purgeExpired(clock() + 1)).toMatchObject({ codes: 1, inbox: 1 });
    expect(engine.user.purgeExpired()).toEqual({
      sessions: 0,
      codes: 0,
      inbox: 0,
      code_throttle: 0,
      throttle: 0,
    });
  });
});
