/**
 * The security page's calls: changing the login password, setting or changing the pay password, and binding
 * a phone or an e-mail address with a code sent to it (scene `bind`).
 *
 * `/safe/update_password {login_password, password, re_password, type?}` (decisions 81, 82): the current login
 * password proves who is asking, for both passwords; `type` `pay` sets the pay password (6 digits), anything
 * else changes the login password. Wrong current passwords count like sign-in failures
 * (`LIMITS.currentPasswordAccount`). A new login password ends every other session of the user.
 *
 * `/safe/mobile {mobile, area_code?, country_code?, code}` and `/safe/email {email, code}` bind a contact the
 * user does not have yet; one already bound is changed through customer service, like the authenticator.
 */
import { fail, hashPassword, verifyPassword, type EngineContext } from '../core';
import type { Accounts } from './accounts';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth';
import type { Codes } from './codes';
import type { Limiter } from './limits';
import type { createPayPassword } from './payPassword';
import { emailKey, mobileKey, parseEmail, parsePhone } from './phone';
import type { Sessions } from './sessions';
import type { Input, SessionDoc, UserDoc } from './types';

export const PAY_PASSWORD_RE = /^\d{6}$/;

export function createSecurity(
  ctx: EngineContext,
  deps: {
    codes: Codes;
    accounts: Accounts;
    sessions: Sessions;
    limiter: Limiter;
    payPassword: ReturnType<typeof createPayPassword>;
  },
) {
  const { store, rng } = ctx;
  const { codes, accounts, sessions, limiter, payPassword } = deps;

  /** Throws unless `password` is the user's login password (attempt-limited per user). */
  async function checkLoginPassword(user: UserDoc, password: string | undefined) {
    if (!password) fail('error.currentPasswordRequired');
    const keys = [['currentPasswordAccount', String(user.id)]] as const;
    await limiter.attempt(keys, async () => {
      const good = password.length <= PASSWORD_MAX && (await verifyPassword(password, user.password_hash));
      return good ? undefined : 'error.currentPasswordWrong';
    });
    limiter.reset(...keys[0]);
  }

  function checkNewPassword(type: 'login' | 'pay', password: string | undefined, repeat: string | undefined) {
    if (!password) fail(type === 'pay' ? 'error.payPasswordRequired' : 'error.passwordRequired');
    if (type === 'pay' && !PAY_PASSWORD_RE.test(password)) fail('error.payPasswordFormat');
    if (type === 'login' && password.length < PASSWORD_MIN) fail('error.passwordShort', { min: PASSWORD_MIN });
    if (password.length > PASSWORD_MAX) fail('error.param');
    if (password !== repeat) fail('error.passwordMismatch');
    return password;
  }

  return {
    /** `POST /safe/update_password`; resolves to which password changed. */
    async updatePassword(
      token: string | undefined,
      input: Input<'login_password' | 'password' | 're_password' | 'type'>,
    ): Promise<'login' | 'pay'> {
      const user = sessions.requireUser(token);
      const type = input.type === 'pay' ? 'pay' : 'login';
      const password = checkNewPassword(type, input.password, input.re_password);
      await checkLoginPassword(user, input.login_password);
      if (type === 'login' && input.login_password === password) fail('error.passwordSame');
      const hash = await hashPassword(password, rng);
      store.transaction(() => {
        if (type === 'pay') return payPassword.setPayPasswordHash(user.id, hash);
        const fresh = accounts.userById(user.id)!;
        accounts.saveUser({ ...fresh, password_hash: hash });
        // whoever knew the old password loses their sessions; this device stays signed in
        for (const s of store.list<SessionDoc>('sessions', { user_id: user.id }))
          if (s.token !== token) store.delete('sessions', s.token);
      });
      return type;
    },

    /** `POST /safe/mobile`: binds a phone number with the `bind` code sent to it. */
    bindMobile(token: string | undefined, input: Input<'mobile' | 'area_code' | 'country_code' | 'code'>) {
      const user = sessions.requireUser(token);
      if (user.phone) fail('error.mobileAlreadyBound');
      const phone = parsePhone(input.mobile, input.area_code, input.country_code);
      const key = mobileKey(phone.to);
      const code = input.code?.trim();
      codes.check('bind', phone.to, code); // outside the transaction: a wrong try must stay counted
      store.transaction(() => {
        const owner = accounts.userByKey(key);
        if (owner && owner.id !== user.id) fail('error.accountExists');
        codes.consume('bind', phone.to, code);
        const fresh = accounts.userById(user.id)!;
        accounts.saveUser({
          ...fresh,
          phone: phone.number,
          area_code: phone.area_code,
          country_code: phone.country_code ?? fresh.country_code,
        });
        store.put('user_keys', key, { user_id: user.id });
      });
    },

    /** `POST /safe/email` (ours, the family's is not known): binds an e-mail address with its `bind` code. */
    bindEmail(token: string | undefined, input: Input<'email' | 'code'>) {
      const user = sessions.requireUser(token);
      if (user.email) fail('error.emailAlreadyBound');
      const email = parseEmail(input.email);
      const key = emailKey(email);
      const code = input.code?.trim();
      codes.check('bind', email, code);
      store.transaction(() => {
        const owner = accounts.userByKey(key);
        if (owner && owner.id !== user.id) fail('error.accountExists');
        codes.consume('bind', email, code);
        accounts.saveUser({ ...accounts.userById(user.id)!, email });
        store.put('user_keys', key, { user_id: user.id });
      });
    },
  };
}
