/**
 * User area: codes, registration, sessions, the profile, password reset (wire-facts §2). Calls, query keys
 * and `queryOptions` factories; no React — the auth and setting features own the hooks. The profile's wire shape and adapter: `../wire/auth.ts`.
 *
 * The family keeps e-mail and SMS codes in the server session: every call that sends or checks a code, or
 * spends one, carries the session cookie (`session: true`, decision 47). Registration answers no token —
 * the client logs in afterwards.
 *
 * Demo account (ours, the family has none: shapes in `../wire/auth.ts`)
 *   createDemoAccount(userId?): Promise<{ userId }>                         POST /user/demo_account
 *   switchAccount(userId): Promise<{ token, userId, isDemo }>               POST /user/change_account
 *   resetDemoAccount(userId): Promise<string>                               POST /user/reset_account
 */
import { queryOptions } from '@tanstack/react-query';
import type { UserProfile } from '@/state/session';
import { request, type Intent } from '../client';
import { ackSchema, levelListSchema, tokenSchema, type Level } from '../schemas/auth';
import { ackText } from '../schemas/primitives';
import { accountSwitchSchema, demoAccountSchema, userInfoSchema } from '../wire/auth';

/** How the account is identified: an e-mail address or a phone number (national part). */
export type AccountType = 'email' | 'mobile';

/** The chosen calling-code entry (area picker). */
export interface AreaChoice {
  /** ISO 3166-1 alpha-2, e.g. 'US'. */
  iso2: string;
  /** Calling code without '+', e.g. '1'. */
  code: string;
}

const areaParams = (area?: AreaChoice) =>
  area ? { area_code: area.code, area_code_id: area.iso2, country_code: area.iso2 } : {};

/**
 * POST /sms_mail: e-mails a verification code for a scene (register, forget, bind). The family reads `type`:
 * 'forget' wants an existing account, anything else a new one; the uView client also sends `scene`.
 */
export async function sendEmailCode(p: { email: string; scene: CodeScene }): Promise<void> {
  await request('sms_mail', {
    params: { user_string: p.email, type: p.scene, scene: p.scene },
    schema: ackSchema,
    quiet: true,
    session: true,
  });
}

/** POST /sms_send: texts a verification code to a phone. */
export async function sendSmsCode(p: { mobile: string; area: AreaChoice; scene: CodeScene }): Promise<void> {
  await request('sms_send', {
    params: { mobile: p.mobile, scene: p.scene, ...areaParams(p.area) },
    schema: ackSchema,
    quiet: true,
    session: true,
  });
}

export type CodeScene = 'register' | 'forget' | 'bind';

/** POST /user/check_email: checks an e-mail code before a later step. */
export async function checkEmailCode(p: { email: string; code: string; scene: CodeScene; area?: AreaChoice }): Promise<void> {
  await request('user/check_email', {
    params: { user_string: p.email, email_code: p.code, scene: p.scene, ...areaParams(p.area) },
    schema: ackSchema,
    quiet: true,
    session: true,
  });
}

export interface RegisterParams {
  type: AccountType;
  account: string;
  code: string;
  password: string;
  rePassword: string;
  inviteCode?: string;
  area?: AreaChoice;
}

/** POST /user/register. */
export async function register(p: RegisterParams): Promise<void> {
  await request('user/register', {
    params: {
      type: p.type,
      user_string: p.account,
      code: p.code,
      email_code: p.type === 'email' ? p.code : undefined,
      password: p.password,
      re_password: p.rePassword,
      extension_code: p.inviteCode || undefined,
      scene: 'register',
      ...(p.type === 'mobile' ? areaParams(p.area) : {}),
    },
    schema: ackSchema,
    quiet: true,
    session: true,
  });
}

export interface LoginParams {
  type: AccountType;
  account: string;
  password: string;
  /** The Google-authenticator code, when the first attempt answered 'google'. */
  code?: string;
  area?: AreaChoice;
}

/** POST /user/login: resolves the token (the envelope's `message`). Throws ApiError 'google' when a code is needed. */
export async function login(p: LoginParams): Promise<string> {
  return request('user/login', {
    params: {
      type: p.type,
      user_string: p.account,
      password: p.password,
      code: p.code || undefined,
      ...(p.type === 'mobile' ? areaParams(p.area) : {}),
    },
    schema: tokenSchema,
    quiet: true,
  });
}

/** GET /user/logout. */
export async function logout(): Promise<void> {
  await request('user/logout', { method: 'GET', schema: ackSchema, quiet: true });
}

/** GET /user/info: the signed-in user's profile. */
export async function getUserInfo(): Promise<UserProfile> {
  return request('user/info', { method: 'GET', schema: userInfoSchema });
}

export interface ForgetParams {
  type: AccountType;
  account: string;
  area?: AreaChoice;
  code: string;
  password: string;
  rePassword: string;
}

/** POST /user/forget: resets the login password with a code sent to the account. */
export async function forgetPassword(p: ForgetParams): Promise<void> {
  await request('user/forget', {
    params: {
      type: p.type,
      account: p.account,
      code: p.code,
      password: p.password,
      repassword: p.rePassword,
      ...(p.type === 'mobile' ? areaParams(p.area) : {}),
    },
    schema: ackSchema,
    quiet: true,
    session: true,
  });
}

/** GET /getLevelList: identity-verification levels and limits. */
export async function getLevelList(): Promise<Level[]> {
  return request('getLevelList', { method: 'GET', schema: levelListSchema });
}

/** Creates the user's demo account (or answers the one they have); `userId`: the signed-in (real) user. */
export function createDemoAccount(userId?: number, intent?: Intent): Promise<{ userId: number }> {
  return request('user/demo_account', {
    params: { user_id: userId },
    schema: demoAccountSchema,
    idempotencyKey: intent?.idempotencyKey,
  });
}

/** Signs in as another account of the same person (real ⇄ demo): a new session token for it. */
export function switchAccount(userId: number): Promise<{ token: string; userId: number; isDemo: boolean }> {
  return request('user/change_account', { params: { user_id: userId }, schema: accountSwitchSchema(userId) });
}

/** Resets a demo account's balances and orders to the starting ones; resolves the confirmation text. */
export function resetDemoAccount(userId: number, intent?: Intent): Promise<string> {
  return request('user/reset_account', {
    params: { user_id: userId },
    schema: ackText,
    idempotencyKey: intent?.idempotencyKey,
  });
}

// ---- queries ----

export const userKeys = {
  info: () => ['user', 'info', {}] as const,
};

/** `/user/info`: loaded right after sign-in and read by the account page. */
export const userInfoQuery = () => queryOptions({ queryKey: userKeys.info(), queryFn: getUserInfo });

