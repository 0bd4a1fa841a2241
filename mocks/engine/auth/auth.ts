/**
 * Passwords: registration, sign-in (with the authenticator step) and reset. Sign-in is limited per
 * account and per client address (./limits.ts); a hash weaker than today's is replaced at sign-in.
 */
import type { Codes } from './codes';
import {
  DUMMY_PASSWORD_HASH,
  EngineError,
  fail,
  hashPassword,
  passwordNeedsRehash,
  verifyPassword,
  type EngineContext,
} from '../core';
import type { Accounts } from './accounts';
import type { createAuthenticator } from './authenticator';
import { LOCAL_CLIENT, type Limiter } from './limits';
import { accountTypeOf, emailKey, mobileKey, parseEmail, parsePhone } from './phone';
import type { Sessions } from './sessions';
import type { Input, UserDoc } from './types';

export const PASSWORD_MIN = 6;
/** Longer passwords are refused before hashing (PBKDF2 cost grows with the input). */
export const PASSWORD_MAX = 128;

function checkPasswords(password: string | undefined, repeat: string | undefined) {
  if (!password) fail('error.passwordRequired');
  if (password.length < PASSWORD_MIN) fail('error.passwordShort', { min: PASSWORD_MIN });
  if (password.length > PASSWORD_MAX) fail('error.param');
  if (password !== repeat) fail('error.passwordMismatch');
  return password;
}

export function createAuth(
  ctx: EngineContext,
  deps: {
    codes: Codes;
    accounts: Accounts;
    sessions: Sessions;
    limiter: Limiter;
    authenticator: ReturnType<typeof createAuthenticator>;
  },
) {
  const { store, rng } = ctx;
  const { codes, accounts, sessions, limiter, authenticator } = deps;

  /** Replaces a weaker stored hash after a successful sign-in, unless the password changed meanwhile. */
  async function upgradeHash(user: UserDoc, password: string) {
    if (!passwordNeedsRehash(user.password_hash)) return;
    const password_hash = await hashPassword(password, rng);
    store.transaction(() => {
      const fresh = accounts.userById(user.id);
      if (fresh && fresh.password_hash === user.password_hash) accounts.saveUser({ ...fresh, password_hash });
    });
  }

  return {
    /** `POST /user/register`. */
    async register(
      input: Input<
        | 'type'
        | 'user_string'
        | 'password'
        | 're_password'
        | 'code'
        | 'email_code'
        | 'area_code'
        | 'country_code'
        | 'extension_code'
      >,
    ): Promise<UserDoc> {
      const type = accountTypeOf(input.type, input.user_string);
      const email = type === 'email' ? parseEmail(input.user_string) : null;
      const phone =
        type === 'mobile' ? parsePhone(input.user_string, input.area_code, input.country_code) : null;
      const to = email ?? phone!.to;
      const password = checkPasswords(input.password, input.re_password);
      const code = (input.code ?? input.email_code)?.trim();
      if (accounts.userByKey(email ? emailKey(email) : mobileKey(to))) fail('error.accountExists');
      accounts.inviterOf(input.extension_code);
      codes.check('register', to, code);

      const password_hash = await hashPassword(password, rng);

      // Everything read before the `await` may have changed: re-check inside one transaction.
      return store.transaction(() => {
        const parent_id = accounts.inviterOf(input.extension_code);
        const user = accounts.createAccount({
          type,
          email,
          phone: phone?.number ?? null,
          area_code: phone?.area_code ?? null,
          country_code: phone?.country_code ?? null,
          password_hash,
          parent_id,
        });
        codes.consume('register', to, code);
        ctx.log(`[user] registered #${user.id} ${user.account}`);
        return user;
      });
    },

    /**
     * `POST /user/login`. Resolves to the session token; a bound authenticator without `code` throws the
     * `google_code` failure, which the client answers by asking for the code and logging in again.
     * `client` is the caller's address (limits); unknown → one shared local client.
     */
    async login(
      input: Input<'user_string' | 'password' | 'type' | 'code' | 'area_code' | 'country_code'>,
      client?: string,
    ): Promise<string> {
      if (!input.user_string?.trim() || !input.password) fail('error.param');
      if (input.password.length > PASSWORD_MAX) fail('error.loginFailed');
      const keys = [
        [
          'loginAccount',
          accounts.attemptKey(input.user_string, input.type, input.area_code, input.country_code),
        ],
        ['loginClient', client ?? LOCAL_CLIENT],
      ] as const;
      const found = accounts.findAccount(input.user_string, input.type, input.area_code, input.country_code);
      // only a wrong password counts towards the locks (limits.ts, `attempt`)
      await limiter.attempt(keys, async () => {
        const passwordOk = await verifyPassword(input.password!, found?.user.password_hash ?? DUMMY_PASSWORD_HASH);
        return found && passwordOk ? undefined : 'error.loginFailed';
      });
      limiter.reset(...keys[0]);
      const { user } = found!;

      if (user.google_secret) {
        if (!input.code?.trim()) throw new EngineError('error.googleCodeRequired', {}, 'google_code');
        await authenticator.verifyLoginCode(user, input.code, client);
      }
      await upgradeHash(user, input.password);
      return sessions.open(user.id);
    },

    /** `POST /user/forget`: new password with a `forget` code sent to the account's e-mail or phone. */
    async forget(
      input: Input<'account' | 'password' | 'repassword' | 'code' | 'area_code' | 'country_code' | 'type'>,
    ) {
      const password = checkPasswords(input.password, input.repassword);
      const found = accounts.findAccount(input.account, input.type, input.area_code, input.country_code);
      if (!found) return fail('error.accountNotFound');
      const code = input.code?.trim();
      codes.check('forget', found.to, code);

      const password_hash = await hashPassword(password, rng);

      store.transaction(() => {
        codes.consume('forget', found.to, code);
        const user = accounts.userById(found.user.id)!;
        accounts.saveUser({ ...user, password_hash });
        // A reset password signs out every device: whoever knew the old one loses their session.
        sessions.revokeAll(user.id);
      });
    },
  };
}
