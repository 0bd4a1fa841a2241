/**
 * User area: accounts (e-mail or phone), verification codes for them, sessions, the Google authenticator,
 * password reset, verification levels.
 *
 * Collections:
 *   users          id → UserDoc
 *   user_keys      `email:<address>` | `mobile:+<area><number>` → { user_id }   (uniqueness + lookup)
 *   invite_codes   code → { user_id }
 *   sessions       token → SessionDoc
 *
 * Other areas authenticate through `requireUser(token)` / `optionalUser(token)`.
 */
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { settingsFixture } from '../fixtures/common';
import { levelsFixture, type VerificationLevel } from '../fixtures/user';
import { isCodeScene, type CodeScene, type Codes } from './codes';
import { EngineError, fail, type EngineContext, type LangCode } from './context';
import { generateTotpSecret, hashPassword, otpauthUrl, verifyPassword, verifyTotp } from './crypto';
import { randomFrom, randomHex } from './random';

export const PASSWORD_MIN = 6;
export const SESSION_TTL_MS = 7 * 24 * 3600_000;
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: codes get read aloud and retyped

export type AccountType = 'email' | 'mobile';
/** 0 none, 1 under review, 2 verified, 3 rejected (must redo). */
export type RealNameStatus = 0 | 1 | 2 | 3;

export interface UserDoc {
  id: number;
  type: AccountType;
  /** What the user signs in with: the e-mail address, or the national phone number. */
  account: string;
  email: string | null;
  /** National number, digits only. */
  phone: string | null;
  /** Dialling code, digits only (`86`, `1`). */
  area_code: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country_code: string | null;
  password_hash: string;
  nickname: string;
  head_portrait: string;
  signature: string;
  /** The user's own invite code. */
  extension_code: string;
  /** Who invited this user. */
  parent_id: number | null;
  real_name_status: RealNameStatus;
  google_secret: string | null;
  /** Issued by `getAuthenticator`, becomes `google_secret` once a code from it is confirmed. */
  google_pending_secret: string | null;
  is_demo: boolean;
  credit_score: number;
  lang: LangCode | null;
  created_at: number;
}

interface SessionDoc {
  token: string;
  user_id: number;
  created_at: number;
  expires_at: number;
}

/** `GET /user/info`. */
export interface Profile {
  id: number;
  account: string;
  email: string | null;
  phone: string | null;
  area_code: string | null;
  country_code: string | null;
  nickname: string;
  head_portrait: string;
  signature: string;
  extension_code: string;
  real_name_status: RealNameStatus;
  google_bind: boolean;
  is_demo: boolean;
  credit_score: number;
  lang: LangCode | null;
  created_at: number;
}

/** Everything `createAccount` needs; the password arrives already hashed (hashing is async). */
export interface NewAccount {
  type: AccountType;
  email?: string | null;
  phone?: string | null;
  area_code?: string | null;
  country_code?: string | null;
  password_hash: string;
  nickname?: string;
  extension_code?: string;
  parent_id?: number | null;
  real_name_status?: RealNameStatus;
  credit_score?: number;
  google_secret?: string | null;
  is_demo?: boolean;
}

/** Raw request fields: everything optional and a string, the engine validates. */
type Input<K extends string> = Partial<Record<K, string>>;

// --- recipients --------------------------------------------------------------------------------------------

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const digitsOf = (value: string) => value.replace(/\D/g, '');
const emailKey = (email: string) => `email:${email}`;
const mobileKey = (to: string) => `mobile:${to}`;

function parseEmail(raw: string | undefined): string {
  const email = (raw ?? '').trim().toLowerCase();
  if (!EMAIL_RE.test(email) || email.length > 254) fail('error.emailInvalid');
  return email;
}

interface Phone {
  /** Canonical recipient: `+<area><number>`. */
  to: string;
  number: string;
  area_code: string;
  country_code: string | null;
}

/**
 * A phone number from the form fields. The dialling code comes from `area_code`, else from the ISO
 * `country_code`, else from a number typed in international form (`+86 138…`). When both codes are
 * given they must agree.
 */
function parsePhone(raw: string | undefined, areaRaw?: string, countryRaw?: string): Phone {
  const text = (raw ?? '').trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) fail('error.phoneInvalid');
  let number = digitsOf(text);
  let area = digitsOf(areaRaw ?? '');
  const country = (countryRaw ?? '').trim().toUpperCase() || null;
  if (country) {
    if (!isSupportedCountry(country)) fail('error.areaCodeInvalid');
    const calling = getCountryCallingCode(country);
    if (!area) area = calling;
    else if (area !== calling) fail('error.areaCodeInvalid');
  }
  if (!area && text.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(text);
    if (!parsed) fail('error.phoneInvalid');
    area = parsed.countryCallingCode;
    number = parsed.nationalNumber;
  } else if (area && text.startsWith('+') && number.startsWith(area)) {
    number = number.slice(area.length); // "+86 138…" typed next to an area-code picker set to 86
  }
  if (!/^\d{1,4}$/.test(area)) fail('error.areaCodeInvalid');
  if (number.length < 5 || number.length + area.length > 15) fail('error.phoneInvalid');
  return { to: `+${area}${number}`, number, area_code: area, country_code: country };
}

function accountTypeOf(type: string | undefined, userString: string | undefined): AccountType {
  if (type === 'email' || type === 'mobile') return type;
  if (type) fail('error.param');
  return (userString ?? '').includes('@') ? 'email' : 'mobile';
}

function toProfile(user: UserDoc): Profile {
  return {
    id: user.id,
    account: user.account,
    email: user.email,
    phone: user.phone,
    area_code: user.area_code,
    country_code: user.country_code,
    nickname: user.nickname,
    head_portrait: user.head_portrait,
    signature: user.signature,
    extension_code: user.extension_code,
    real_name_status: user.real_name_status,
    google_bind: user.google_secret !== null,
    is_demo: user.is_demo,
    credit_score: user.credit_score,
    lang: user.lang,
    created_at: user.created_at,
  };
}

// A well-formed hash of nothing: verifying against it costs as much as a real check, so an unknown
// account takes as long to refuse as a wrong password.
const DUMMY_HASH = `pbkdf2-sha256$100000$${'0'.repeat(32)}$${'0'.repeat(64)}`;

// --- the area ----------------------------------------------------------------------------------------------

export function createUserArea(ctx: EngineContext, deps: { codes: Codes }) {
  const { store, clock, rng } = ctx;
  const { codes } = deps;

  const userById = (id: number) => store.get<UserDoc>('users', String(id));
  const userByKey = (key: string) => {
    const ref = store.get<{ user_id: number }>('user_keys', key);
    return ref ? userById(ref.user_id) : undefined;
  };

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
      let phone: Phone;
      try {
        phone = parsePhone(text, areaCode, countryCode);
      } catch {
        return undefined;
      }
      const user = userByKey(mobileKey(phone.to));
      return user && { user, to: phone.to };
    }
    const matches = store.list<UserDoc>('users', { phone: digitsOf(text) });
    const user = matches.length === 1 ? matches[0] : undefined;
    return user && { user, to: `+${user.area_code}${user.phone}` };
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

  function newToken(): string {
    // A seeded RNG replays its sequence after a server restart: never hand out a live token twice.
    for (let attempt = 0; attempt < 100; attempt++) {
      const token = randomHex(rng, 16);
      if (!store.get('sessions', token)) return token;
    }
    throw new Error('Could not draw an unused session token: is the RNG constant?');
  }

  function optionalUser(token: string | null | undefined): UserDoc | undefined {
    if (!token) return undefined;
    const session = store.get<SessionDoc>('sessions', token);
    if (!session) return undefined;
    if (session.expires_at <= clock()) {
      store.delete('sessions', token);
      return undefined;
    }
    return userById(session.user_id);
  }

  /** The signed-in user, or a `999` failure (the client then clears its session and goes to login). */
  function requireUser(token: string | null | undefined): UserDoc {
    if (!token) throw new EngineError('error.needLogin', {}, '999');
    const user = optionalUser(token);
    if (!user) throw new EngineError('error.sessionExpired', {}, '999');
    return user;
  }

  const saveUser = (user: UserDoc) => store.put('users', String(user.id), user);

  /** Checks the rules shared by every scene before a code is sent to `to`. */
  function guardRecipient(scene: CodeScene, key: string, token: string | undefined) {
    const owner = userByKey(key);
    if (scene === 'register' && owner) fail('error.accountExists');
    if (scene === 'forget' && !owner) fail('error.accountNotFound');
    if (scene === 'bind') {
      const user = requireUser(token);
      if (owner && owner.id !== user.id) fail('error.accountExists');
    }
  }

  function sceneOf(raw: string | undefined, fallback: CodeScene): CodeScene {
    if (!raw) return fallback;
    return isCodeScene(raw) ? raw : fail('error.param');
  }

  function checkPasswords(password: string | undefined, repeat: string | undefined) {
    if (!password) fail('error.passwordRequired');
    if (password.length < PASSWORD_MIN) fail('error.passwordShort', { min: PASSWORD_MIN });
    if (password !== repeat) fail('error.passwordMismatch');
    return password;
  }

  const area = {
    requireUser,
    optionalUser,
    saveUser,
    userById,
    toProfile,

    /**
     * Creates an account (registration and seeding). Synchronous: runs inside the caller's transaction,
     * and re-checks uniqueness there, so two concurrent registrations cannot both succeed.
     */
    createAccount(input: NewAccount): UserDoc {
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
    },

    /** `POST /sms_mail`: a code to an e-mail address. Scene defaults to `register`. */
    sendEmailCode(input: Input<'user_string' | 'scene'>, token?: string) {
      const email = parseEmail(input.user_string);
      const scene = sceneOf(input.scene, 'register');
      guardRecipient(scene, emailKey(email), token);
      return codes.send({ to: email, channel: 'email', scene });
    },

    /**
     * `POST /sms_send`: a code to a phone. Scene defaults to `bind` when signed in (the spec's settings
     * page binds a phone with it), else `register`. For `forget`, a bare national number is looked up.
     */
    sendSmsCode(input: Input<'mobile' | 'area_code' | 'country_code' | 'scene'>, token?: string) {
      const scene = sceneOf(input.scene, optionalUser(token) ? 'bind' : 'register');
      let phone: Phone;
      if (
        scene === 'forget' &&
        !input.area_code &&
        !input.country_code &&
        !input.mobile?.trim().startsWith('+')
      ) {
        const found = findAccount(input.mobile, 'mobile');
        if (!found) return fail('error.accountNotFound');
        phone = parsePhone(found.to);
      } else {
        phone = parsePhone(input.mobile, input.area_code, input.country_code);
      }
      guardRecipient(scene, mobileKey(phone.to), token);
      return codes.send({ to: phone.to, number: phone.number, channel: 'sms', scene });
    },

    /** `POST /user/check_email`: is this code right? Does not use it up. */
    checkCode(
      input: Input<'user_string' | 'scene' | 'email_code' | 'code' | 'area_code' | 'country_code' | 'type'>,
    ) {
      const scene = sceneOf(input.scene, 'register');
      const code = (input.email_code ?? input.code)?.trim();
      let to: string;
      if (accountTypeOf(input.type, input.user_string) === 'email') to = parseEmail(input.user_string);
      else if (scene === 'forget' && !input.area_code && !input.country_code) {
        to = findAccount(input.user_string, 'mobile')?.to ?? fail('error.accountNotFound');
      } else to = parsePhone(input.user_string, input.area_code, input.country_code).to;
      codes.check(scene, to, code);
    },

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
      if (userByKey(email ? emailKey(email) : mobileKey(to))) fail('error.accountExists');
      inviterOf(input.extension_code);
      codes.check('register', to, code);

      const password_hash = await hashPassword(password, rng);

      // Everything read before the `await` may have changed: re-check inside one transaction.
      return store.transaction(() => {
        const parent_id = inviterOf(input.extension_code);
        const user = area.createAccount({
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
     */
    async login(
      input: Input<'user_string' | 'password' | 'type' | 'code' | 'area_code' | 'country_code'>,
    ): Promise<string> {
      if (!input.user_string?.trim() || !input.password) fail('error.param');
      const found = findAccount(input.user_string, input.type, input.area_code, input.country_code);
      const passwordOk = await verifyPassword(input.password, found?.user.password_hash ?? DUMMY_HASH);
      if (!found || !passwordOk) fail('error.loginFailed');
      const { user } = found;

      if (user.google_secret) {
        const code = input.code?.trim();
        if (!code) throw new EngineError('error.googleCodeRequired', {}, 'google_code');
        if (!(await verifyTotp(user.google_secret, code, clock()))) fail('error.googleCodeWrong');
      }

      const now = clock();
      const token = newToken();
      store.put<SessionDoc>('sessions', token, {
        token,
        user_id: user.id,
        created_at: now,
        expires_at: now + SESSION_TTL_MS,
      });
      return token;
    },

    /** `GET /user/logout`: forgets the token; signing out twice is not an error. */
    logout(token: string | undefined) {
      if (token) store.delete('sessions', token);
    },

    /** `GET /user/info`. */
    info(token: string | undefined): Profile {
      return toProfile(requireUser(token));
    },

    /** `POST /user/forget`: new password with a `forget` code sent to the account's e-mail or phone. */
    async forget(
      input: Input<'account' | 'password' | 'repassword' | 'code' | 'area_code' | 'country_code' | 'type'>,
    ) {
      const password = checkPasswords(input.password, input.repassword);
      const found = findAccount(input.account, input.type, input.area_code, input.country_code);
      if (!found) return fail('error.accountNotFound');
      const code = input.code?.trim();
      codes.check('forget', found.to, code);

      const password_hash = await hashPassword(password, rng);

      store.transaction(() => {
        codes.consume('forget', found.to, code);
        const user = userById(found.user.id)!;
        saveUser({ ...user, password_hash });
        // A reset password signs out every device: whoever knew the old one loses their session.
        for (const s of store.list<SessionDoc>('sessions', { user_id: user.id }))
          store.delete('sessions', s.token);
      });
    },

    /** `GET /getLevelList`. Text (level names) is added by the handler in the request's language. */
    levels(): VerificationLevel[] {
      return levelsFixture;
    },

    /**
     * `GET /user/getAuthenticator`: a secret to add to an authenticator app. The same pending secret is
     * returned until it is bound, so reopening the page does not invalidate an entry already scanned.
     */
    getAuthenticator(token: string | undefined) {
      const user = requireUser(token);
      if (user.google_secret) fail('error.googleAlreadyBound');
      if (!user.google_pending_secret) {
        user.google_pending_secret = generateTotpSecret(rng);
        saveUser(user);
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
    async bindAuthenticator(token: string | undefined, googleCode: string | undefined) {
      const user = requireUser(token);
      if (user.google_secret) fail('error.googleAlreadyBound');
      const secret = user.google_pending_secret ?? fail('error.googleNotRequested');
      const code = googleCode?.trim();
      if (!code) fail('error.googleCodeRequired');
      if (!(await verifyTotp(secret, code, clock()))) fail('error.googleCodeWrong');
      store.transaction(() => {
        const fresh = userById(user.id)!;
        if (fresh.google_secret) fail('error.googleAlreadyBound');
        saveUser({ ...fresh, google_secret: secret, google_pending_secret: null });
      });
    },
  };
  return area;
}

export type UserArea = ReturnType<typeof createUserArea>;
