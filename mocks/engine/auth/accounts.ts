/**
 * Accounts: lookup by e-mail or phone, creation with its uniqueness keys and invite code.
 *
 *   users          id → UserDoc
 *   user_keys      `email:<address>` | `mobile:<E.164>` → { user_id }   (uniqueness + lookup)
 *   invite_codes   code → { user_id }
 */
import { fail, randomFrom, type EngineContext } from '../core';
import { digitsOf, emailKey, mobileKey, tryParsePhone } from './phone';
import type { NewAccount, UserDoc } from './types';

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: codes get read aloud and retyped

export function createAccounts(ctx: EngineContext) {
  const { store, clock, rng } = ctx;

  const userById = (id: number) => store.get<UserDoc>('users', String(id));
  const userByKey = (key: string) => {
    const ref = store.get<{ user_id: number }>('user_keys', key);
    return ref ? userById(ref.user_id) : undefined;
  };
  const saveUser = (user: UserDoc) => store.put('users', String(user.id), user);

  /**
   * Finds the account someone signs in (or resets a password) with, and the recipient its codes go to.
   * A phone number without any dialling code matches when exactly one account has that national number.
   */
  function findAccount(
    userString: string | undefined,
    type?: string,
    areaCode?: string,
    countryCode?: string,
  ): { user: UserDoc; to: string } | undefined {
    const text = (userString ?? '').trim();
    if (!text) return undefined;
    if (type === 'email' || (type !== 'mobile' && text.includes('@'))) {
      const email = text.toLowerCase();
      const user = userByKey(emailKey(email));
      return user && { user, to: email };
    }
    if (areaCode || countryCode || text.startsWith('+')) {
      const phone = tryParsePhone(text, areaCode, countryCode);
      const user = phone && userByKey(mobileKey(phone.to));
      return user && phone && { user, to: phone.to };
    }
    const national = digitsOf(text).replace(/^0+/, '');
    if (!national) return undefined;
    const matches = store.list<UserDoc>('users', { phone: national });
    const user = matches.length === 1 ? matches[0] : undefined;
    return user && { user, to: `+${user.area_code}${user.phone}` };
  }

  /**
   * The key an attempt limit counts sign-in failures under: the canonical account when the identifier
   * parses (so `+86 138…` and `0138…` count together), else the trimmed, lower-cased text as typed.
   */
  function attemptKey(
    userString: string | undefined,
    type?: string,
    areaCode?: string,
    countryCode?: string,
  ) {
    const text = (userString ?? '').trim().toLowerCase();
    if (type === 'email' || (type !== 'mobile' && text.includes('@'))) return text;
    const found = findAccount(text, type, areaCode, countryCode);
    if (found) return found.to;
    return tryParsePhone(text, areaCode, countryCode)?.to ?? text.slice(0, 64);
  }

  function newInviteCode(): string {
    for (let length = 6; length <= 8; length++) {
      for (let attempt = 0; attempt < 20; attempt++) {
        const code = randomFrom(rng, INVITE_ALPHABET, length);
        if (!store.get('invite_codes', code)) return code;
      }
    }
    throw new Error('Could not allocate a unique invite code');
  }

  function inviterOf(extensionCode: string | undefined): number | null {
    const code = (extensionCode ?? '').trim().toUpperCase();
    if (!code) return null;
    const ref = store.get<{ user_id: number }>('invite_codes', code);
    return ref ? ref.user_id : fail('error.inviteInvalid');
  }

  /**
   * Creates an account (registration and seeding). Synchronous: runs inside the caller's transaction,
   * and re-checks uniqueness there, so two concurrent registrations cannot both succeed. A phone account's
   * `phone` is the national significant number and `area_code` its dialling code (E.164 together).
   */
  function createAccount(input: NewAccount): UserDoc {
    return store.transaction(() => {
      const email = input.email ?? null;
      const mobileTo = input.phone && input.area_code ? `+${input.area_code}${input.phone}` : null;
      if ((email && userByKey(emailKey(email))) || (mobileTo && userByKey(mobileKey(mobileTo)))) {
        fail('error.accountExists');
      }
      const extension_code = input.extension_code ?? newInviteCode();
      if (store.get('invite_codes', extension_code))
        throw new Error(`Invite code ${extension_code} is taken`);
      const id = store.nextId('users');
      const user: UserDoc = {
        id,
        type: input.type,
        account: (input.type === 'email' ? email : input.phone) ?? '',
        email,
        phone: input.phone ?? null,
        area_code: input.area_code ?? null,
        country_code: input.country_code ?? null,
        password_hash: input.password_hash,
        nickname: input.nickname ?? `User${id}`,
        head_portrait: '',
        signature: '',
        extension_code,
        parent_id: input.parent_id ?? null,
        real_name_status: input.real_name_status ?? 0,
        google_secret: input.google_secret ?? null,
        google_pending_secret: null,
        is_demo: input.is_demo ?? false,
        credit_score: input.credit_score ?? 100,
        lang: null,
        created_at: clock(),
      };
      if (!user.account) throw new Error('createAccount: an e-mail or a phone number is required');
      saveUser(user);
      if (email) store.put('user_keys', emailKey(email), { user_id: id });
      if (mobileTo) store.put('user_keys', mobileKey(mobileTo), { user_id: id });
      store.put('invite_codes', extension_code, { user_id: id });
      return user;
    });
  }

  return { userById, userByKey, saveUser, findAccount, attemptKey, inviterOf, createAccount };
}

export type Accounts = ReturnType<typeof createAccounts>;
