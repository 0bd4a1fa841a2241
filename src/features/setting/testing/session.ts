import { getEngine } from '@mocks/browser';
import type { Engine } from '@mocks/engine';
import type { UserDoc } from '@mocks/engine/auth';
import { SESSION_TTL_MS } from '@mocks/engine/auth/sessions';

/** A fixed session token the account stories open on the demo exchange. */
export const ACCOUNT_TOKEN = 'account-story-token';

/** The seeded users: `demo` (e-mail, pay password, no authenticator) and `totp` (authenticator bound, no pay password). */
const SEEDED = { demo: 'demo@example.com', totp: 'totp@example.com' } as const;

function userOf(engine: Engine, who: keyof typeof SEEDED): UserDoc {
  const [user] = engine.ctx.store.list<UserDoc>('users', { email: SEEDED[who] });
  if (!user) throw new Error(`the ${who} user is not seeded`);
  return user;
}

/** The stored session for `parameters.session`; the profile itself comes from the demo exchange. */
export const accountSession = { token: ACCOUNT_TOKEN, user: null };

/**
 * A story's `beforeEach`: the preview has just installed a fresh seeded demo exchange; open `ACCOUNT_TOKEN` for
 * the `who` user and let the story change the account first (`prepare`).
 */
export function withAccount(who: keyof typeof SEEDED = 'demo', prepare?: (engine: Engine, user: UserDoc) => void) {
  return async () => {
    const engine = await getEngine();
    const user = userOf(engine, who);
    const now = engine.ctx.clock();
    engine.ctx.store.put('sessions', ACCOUNT_TOKEN, {
      token: ACCOUNT_TOKEN,
      user_id: user.id,
      created_at: now,
      expires_at: now + SESSION_TTL_MS,
    });
    prepare?.(engine, user);
  };
}
