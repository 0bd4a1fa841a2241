/**
 * The pay password (spec §3, §5: the password a withdraw address and a withdrawal ask for), kept apart from the
 * login password in `pay_passwords` (one document per user: `{user_id, hash}`). Checking it counts attempts
 * like a login (`LIMITS.payPasswordAccount`); a user without one is told to set it first. Setting it from the
 * app (`/safe/update_password`, the payPassword page) is a later slice; the seed gives the demo user one.
 */
import { verifyPassword, fail, type EngineContext } from '../core';
import type { Limiter } from './limits';
import type { UserDoc } from './types';

interface PayPasswordDoc {
  user_id: number;
  hash: string;
}

const COLLECTION = 'pay_passwords';
/** Longer input is refused without hashing it (the login's bound too). */
const PAY_PASSWORD_MAX = 64;

export function createPayPassword(ctx: EngineContext, deps: { limiter: Limiter }) {
  const { store } = ctx;
  const { limiter } = deps;

  const has = (userId: number) => store.get<PayPasswordDoc>(COLLECTION, String(userId)) !== undefined;

  return {
    hasPayPassword: has,

    /** Stores an already hashed pay password (the seed; later the payPassword page). */
    setPayPasswordHash(userId: number, hash: string): void {
      store.put(COLLECTION, String(userId), { user_id: userId, hash } satisfies PayPasswordDoc);
    },

    /**
     * Throws unless `password` is the user's pay password: "set a pay password first" without one, "enter the
     * pay password" when empty, "incorrect" (then the lock message once the attempts are used up) otherwise.
     */
    async verifyPayPassword(user: UserDoc, password: string | undefined): Promise<void> {
      const doc = store.get<PayPasswordDoc>(COLLECTION, String(user.id));
      if (!doc) return fail('error.payPasswordUnset');
      if (!password) return fail('error.payPasswordRequired');
      const keys = [['payPasswordAccount', String(user.id)]] as const;
      // only a wrong pay password counts: any number of right ones pass, concurrent or not (limits.ts, `attempt`)
      await limiter.attempt(keys, async () => {
        const good = password.length <= PAY_PASSWORD_MAX && (await verifyPassword(password, doc.hash));
        return good ? undefined : 'error.payPasswordWrong';
      });
      limiter.reset(...keys[0]);
    },
  };
}
