import type { Engine } from '@mocks/engine';
import type { UserDoc } from '@mocks/engine/auth';
import { SESSION_TTL_MS } from '@mocks/engine/auth/sessions';

/** A fixed session token the fund stories and tests open on the demo exchange for the seeded demo user. */
export const FUND_TOKEN = 'fund-story-token';

/** The seeded demo user's id on a fresh engine. */
export function demoUserId(engine: Engine): number {
  const [user] = engine.ctx.store.list<UserDoc>('users', { email: 'demo@example.com' });
  if (!user) throw new Error('the demo user is not seeded');
  return user.id;
}

/**
 * Opens `FUND_TOKEN` as a live session of the demo user, so a story or test signed in with `fundSession` is
 * answered by the demo exchange's real handlers (balances, records) instead of fixtures.
 */
export function openFundSession(engine: Engine): void {
  const now = engine.ctx.clock();
  engine.ctx.store.put('sessions', FUND_TOKEN, {
    token: FUND_TOKEN,
    user_id: demoUserId(engine),
    created_at: now,
    expires_at: now + SESSION_TTL_MS,
  });
}

/** The stored session for `parameters.session` (stories) or the jotai store (tests). */
export const fundSession = {
  token: FUND_TOKEN,
  user: { id: 100001, account: 'demo@example.com', nickname: 'Demo Trader', is_demo: false },
};
