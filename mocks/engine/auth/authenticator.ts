/**
 * The Google authenticator (TOTP): issuing a secret, binding it, and checking codes at sign-in. Every
 * code is good once: the step of the last accepted code is stored and only later steps pass. Wrong codes
 * are limited per account and per client address (./limits.ts).
 */
import { settingsFixture } from '../../fixtures/common';
import { fail, generateTotpSecret, matchTotp, otpauthUrl, type EngineContext, type ServerKey } from '../core';
import type { Accounts } from './accounts';
import { LOCAL_CLIENT, type Limiter } from './limits';
import type { Sessions } from './sessions';
import type { UserDoc } from './types';

export function createAuthenticator(
  ctx: EngineContext,
  deps: { accounts: Accounts; sessions: Sessions; limiter: Limiter },
) {
  const { store, clock, rng } = ctx;
  const { accounts, sessions, limiter } = deps;

  /**
   * Checks `code` against `secret` for `user` within the limits, and records its step so it cannot be
   * used again. `bind` stores the secret as the user's bound one at the same time.
   */
  async function useCode(
    user: UserDoc,
    secret: string,
    raw: string | undefined,
    client: string | undefined,
    bind = false,
  ) {
    const code = raw?.trim();
    if (!code) fail('error.googleCodeRequired');
    const who = client ?? LOCAL_CLIENT;
    const keys = [
      ['googleAccount', String(user.id)],
      ['googleClient', who],
    ] as const;
    // only a wrong or reused code counts towards the locks (./limits.ts, `attempt`)
    await limiter.attempt(keys, async () => {
      const step = await matchTotp(secret, code!, clock());
      if (step === null) return 'error.googleCodeWrong';
      // Synchronous from here: a concurrent request with the same code sees the step this one records.
      return store.transaction((): ServerKey | undefined => {
        const fresh = accounts.userById(user.id)!;
        if (bind && fresh.google_secret) fail('error.googleAlreadyBound');
        if (!bind && fresh.google_secret !== secret) return 'error.googleCodeWrong';
        if (fresh.google_last_step !== undefined && step <= fresh.google_last_step) return 'error.googleCodeUsed';
        accounts.saveUser({
          ...fresh,
          google_last_step: step,
          ...(bind ? { google_secret: secret, google_pending_secret: null } : {}),
        });
        return undefined;
      });
    });
    limiter.reset('googleAccount', String(user.id));
  }

  return {
    /** Sign-in's second step: the bound authenticator's code. */
    verifyLoginCode: (user: UserDoc, code: string | undefined, client?: string) =>
      useCode(user, user.google_secret!, code, client),

    /**
     * `GET /user/getAuthenticator`: a secret to add to an authenticator app. The same pending secret is
     * returned until it is bound, so reopening the page does not invalidate an entry already scanned.
     */
    getAuthenticator(token: string | undefined) {
      const user = sessions.requireUser(token);
      if (user.google_secret) fail('error.googleAlreadyBound');
      if (!user.google_pending_secret) {
        user.google_pending_secret = generateTotpSecret(rng);
        accounts.saveUser(user);
      }
      const secret = user.google_pending_secret;
      return {
        secret,
        account: user.account,
        issuer: settingsFixture.site_name,
        otpauth_url: otpauthUrl(settingsFixture.site_name, user.account, secret),
      };
    },

    /** `POST /user/bindAuthenticator`: proves the app holds the pending secret, then binds it for good. */
    async bindAuthenticator(token: string | undefined, googleCode: string | undefined, client?: string) {
      const user = sessions.requireUser(token);
      if (user.google_secret) fail('error.googleAlreadyBound');
      const secret = user.google_pending_secret ?? fail('error.googleNotRequested');
      await useCode(user, secret, googleCode, client, true);
    },
  };
}
