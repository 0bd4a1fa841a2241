/**
 * Verification codes for accounts: who may be sent a code (per scene), the sending limits, and checking a
 * code typed back. The codes themselves (storage, expiry, tries) are `codes.ts`.
 */
import { isCodeScene, type Codes, type CodeScene } from './codes';
import { fail, type EngineContext } from '../core';
import type { Accounts } from './accounts';
import { LOCAL_CLIENT, type Limiter } from './limits';
import { accountTypeOf, emailKey, mobileKey, parseEmail, parsePhone, type Phone } from './phone';
import type { Sessions } from './sessions';
import type { Input } from './types';

export function sceneOf(raw: string | undefined, fallback: CodeScene): CodeScene {
  if (!raw) return fallback;
  return isCodeScene(raw) ? raw : fail('error.param');
}

export function createVerification(
  _ctx: EngineContext,
  deps: { codes: Codes; accounts: Accounts; sessions: Sessions; limiter: Limiter },
) {
  const { codes, accounts, sessions, limiter } = deps;

  /** Checks the rules shared by every scene before a code is sent to `to`. */
  function guardRecipient(scene: CodeScene, key: string, token: string | undefined) {
    const owner = accounts.userByKey(key);
    if (scene === 'register' && owner) fail('error.accountExists');
    if (scene === 'forget' && !owner) fail('error.accountNotFound');
    if (scene === 'bind') {
      const user = sessions.requireUser(token);
      if (owner && owner.id !== user.id) fail('error.accountExists');
    }
  }

  /** Sends within the limits: per recipient (spacing and daily count) and per client across recipients. */
  function send(input: Parameters<Codes['send']>[0], client: string | undefined) {
    const who = client ?? LOCAL_CLIENT;
    limiter.check('codeSendRecipient', input.to);
    limiter.check('codeSendClient', who);
    const sent = codes.send(input); // throws error.codeTooSoon within 60 s of the last code to `to`
    limiter.hit('codeSendRecipient', input.to);
    limiter.hit('codeSendClient', who);
    return sent;
  }

  return {
    /** `POST /sms_mail`: a code to an e-mail address. Scene defaults to `register`. */
    sendEmailCode(input: Input<'user_string' | 'scene'>, token?: string, client?: string) {
      const email = parseEmail(input.user_string);
      const scene = sceneOf(input.scene, 'register');
      guardRecipient(scene, emailKey(email), token);
      return send({ to: email, channel: 'email', scene }, client);
    },

    /**
     * `POST /sms_send`: a code to a phone. Scene defaults to `bind` when signed in (the spec's settings
     * page binds a phone with it), else `register`. For `forget`, a bare national number is looked up.
     */
    sendSmsCode(
      input: Input<'mobile' | 'area_code' | 'country_code' | 'scene'>,
      token?: string,
      client?: string,
    ) {
      const scene = sceneOf(input.scene, sessions.optionalUser(token) ? 'bind' : 'register');
      let phone: Phone;
      if (
        scene === 'forget' &&
        !input.area_code &&
        !input.country_code &&
        !input.mobile?.trim().startsWith('+')
      ) {
        const found = accounts.findAccount(input.mobile, 'mobile');
        if (!found) return fail('error.accountNotFound');
        phone = parsePhone(found.to);
      } else {
        phone = parsePhone(input.mobile, input.area_code, input.country_code);
      }
      guardRecipient(scene, mobileKey(phone.to), token);
      return send({ to: phone.to, number: phone.number, channel: 'sms', scene }, client);
    },

    /** `POST /user/check_email`: is this code right? Does not use it up (wrong tries count, see codes.ts). */
    checkCode(
      input: Input<'user_string' | 'scene' | 'email_code' | 'code' | 'area_code' | 'country_code' | 'type'>,
    ) {
      const scene = sceneOf(input.scene, 'register');
      const code = (input.email_code ?? input.code)?.trim();
      let to: string;
      if (accountTypeOf(input.type, input.user_string) === 'email') to = parseEmail(input.user_string);
      else if (scene === 'forget' && !input.area_code && !input.country_code) {
        to = accounts.findAccount(input.user_string, 'mobile')?.to ?? fail('error.accountNotFound');
      } else to = parsePhone(input.user_string, input.area_code, input.country_code).to;
      codes.check(scene, to, code);
    },
  };
}
