/** The user area's documents and wire shapes (see ./index.ts for the collections). */
import type { LangCode } from '../core';

export type AccountType = 'email' | 'mobile';
/** 0 none, 1 under review, 2 verified, 3 rejected (must redo). */
export type RealNameStatus = 0 | 1 | 2 | 3;

export interface UserDoc {
  id: number;
  type: AccountType;
  /** What the user signs in with: the e-mail address, or the national phone number. */
  account: string;
  email: string | null;
  /** National significant number, digits only (no national prefix: `13800138000`, not `013800138000`). */
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
  /** The TOTP step of the last authenticator code accepted: a code is good once, never again (RFC 6238 §5.2). */
  google_last_step?: number;
  is_demo: boolean;
  credit_score: number;
  lang: LangCode | null;
  created_at: number;
}

export interface SessionDoc {
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
  /** Whether a pay password is set (`/user/info` only: the pay password lives in its own collection). */
  pay_password_set?: boolean;
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
export type Input<K extends string> = Partial<Record<K, string>>;

export function toProfile(user: UserDoc): Profile {
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
