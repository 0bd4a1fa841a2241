/**
 * Auth area (the engine of the auth and setting pages): accounts (e-mail or phone), verification codes for
 * them, sessions, the Google authenticator, password reset, verification levels, attempt limits and
 * housekeeping, and the account's own settings (profile, passwords, bindings). The engine calls it `user`
 * (`engine.user`, `deps.user`): the signed-in user every other area asks for. One file per concern:
 *
 *   types.ts          documents and wire shapes          phone.ts          e-mail / E.164 normalisation
 *   accounts.ts       lookup, creation, invite codes     sessions.ts       tokens, 999, per-user cap
 *   verification.ts   sending and checking codes         auth.ts           register, login, reset
 *   authenticator.ts  TOTP secret, binding, replay       limits.ts         every attempt limit (constants)
 *   codes.ts          verification codes, demo inbox    payPassword.ts    the pay password
 *   profile.ts        nickname, signature, avatar       security.ts       password changes, phone/e-mail binding
 *
 * Collections: users, user_keys, invite_codes, sessions, throttle (+ codes, code_throttle, inbox in codes.ts).
 * Other areas authenticate through `requireUser(token)` / `optionalUser(token)`.
 */
import { levelsFixture, type VerificationLevel } from '../../fixtures/auth';
import type { EngineContext } from '../core';
import { createAccounts } from './accounts';
import { createAuth } from './auth';
import { createAuthenticator } from './authenticator';
import type { Codes } from './codes';
import { createLimiter } from './limits';
import { createPayPassword } from './payPassword';
import { createProfile } from './profile';
import { createSecurity } from './security';
import { createSessions } from './sessions';
import { toProfile, type Profile } from './types';
import { createVerification } from './verification';

export { createCodes, CODE_TTL_MS } from './codes';
export type { UserDoc } from './types';

export function createUserArea(ctx: EngineContext, deps: { codes: Codes }) {
  const { codes } = deps;
  const limiter = createLimiter(ctx);
  const accounts = createAccounts(ctx);
  const sessions = createSessions(ctx, accounts);
  const authenticator = createAuthenticator(ctx, { accounts, sessions, limiter });
  const verification = createVerification(ctx, { codes, accounts, sessions, limiter });
  const auth = createAuth(ctx, { codes, accounts, sessions, limiter, authenticator });
  const payPassword = createPayPassword(ctx, { limiter });
  const profile = createProfile(ctx, { accounts, sessions });
  const security = createSecurity(ctx, { codes, accounts, sessions, limiter, payPassword });

  return {
    requireUser: sessions.requireUser,
    optionalUser: sessions.optionalUser,
    saveUser: accounts.saveUser,
    userById: accounts.userById,
    toProfile,
    createAccount: accounts.createAccount,

    sendEmailCode: verification.sendEmailCode,
    sendSmsCode: verification.sendSmsCode,
    checkCode: verification.checkCode,

    register: auth.register,
    login: auth.login,
    forget: auth.forget,
    logout: sessions.logout,
    /** A new session token for a user (the trade area's switch between a real account and its demo twin). */
    openSession: sessions.open,

    /** `GET /user/info`. */
    info: (token: string | undefined): Profile => {
      const user = sessions.requireUser(token);
      return { ...toProfile(user), pay_password_set: payPassword.hasPayPassword(user.id) };
    },

    /** `GET /getLevelList`. Text (level names) is added by the handler in the request's language. */
    levels: (): VerificationLevel[] => levelsFixture,

    /** The pay password a withdraw address and a withdrawal ask for (attempt-limited). */
    hasPayPassword: payPassword.hasPayPassword,
    setPayPasswordHash: payPassword.setPayPasswordHash,
    verifyPayPassword: payPassword.verifyPayPassword,

    /** `POST /user/editNickname` (nickname and/or signature), `POST /user/uploadHeadPortrait`. */
    editProfile: profile.editProfile,
    setAvatar: profile.setAvatar,

    /** `POST /safe/update_password` (login or pay password), `POST /safe/mobile`, `POST /safe/email`. */
    updatePassword: security.updatePassword,
    bindMobile: security.bindMobile,
    bindEmail: security.bindEmail,

    getAuthenticator: authenticator.getAuthenticator,
    bindAuthenticator: authenticator.bindAuthenticator,

    /**
     * Housekeeping (the Node server runs it on a timer): deletes expired sessions, used or expired codes,
     * inbox entries past their code's life, and throttle counters that no longer matter.
     */
    purgeExpired(now = ctx.clock()) {
      return {
        sessions: sessions.purge(now),
        ...codes.purge(now),
        throttle: limiter.purge(now),
      };
    },
  };
}

export type UserArea = ReturnType<typeof createUserArea>;
