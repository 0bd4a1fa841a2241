import type { AccountType, AreaChoice } from '@/api/auth';
import { CODE_LENGTH } from '@/lib/constants';
import { isMobile } from '@/lib/phone';
import { isCode, isEmail, isPassword, passwordsMatch, PASSWORD_MIN_LENGTH } from '@/lib/validate';
import type { LoginValues, RegisterValues } from './state';

/**
 * Pure form rules (spec §5). They take a translator so messages follow the UI language, and return
 * one message per invalid field (absent = valid).
 */
export type Errors<V> = Partial<Record<keyof V, string>>;

export type AuthMessage =
  | 'error.emailRequired'
  | 'error.emailInvalid'
  | 'error.mobileRequired'
  | 'error.mobileInvalid'
  | 'error.passwordRequired'
  | 'error.passwordShort'
  | 'error.confirmRequired'
  | 'error.passwordMismatch'
  | 'error.codeRequired'
  | 'error.codeInvalid'
  | 'error.googleInvalid'
  | 'error.consentRequired';
export type Translate = (key: AuthMessage, vars?: Record<string, string | number>) => string;

/** Context the rules need besides the values. */
export interface RuleContext {
  t: Translate;
  area: AreaChoice;
  /** The area's name in the UI language, for "valid number for {{country}}". */
  countryName: string;
}

export function validateAccount(type: AccountType, account: string, ctx: RuleContext): string | undefined {
  const value = account.trim();
  if (type === 'email') {
    if (!value) return ctx.t('error.emailRequired');
    if (!isEmail(value)) return ctx.t('error.emailInvalid');
    return undefined;
  }
  if (!value) return ctx.t('error.mobileRequired');
  if (!isMobile(value, ctx.area.iso2)) return ctx.t('error.mobileInvalid', { country: ctx.countryName });
  return undefined;
}

export function validatePassword(password: string, t: Translate): string | undefined {
  if (!password) return t('error.passwordRequired');
  if (!isPassword(password)) return t('error.passwordShort', { min: PASSWORD_MIN_LENGTH });
  return undefined;
}

export function validateConfirm(password: string, confirm: string, t: Translate): string | undefined {
  if (!confirm) return t('error.confirmRequired');
  if (!passwordsMatch(password, confirm)) return t('error.passwordMismatch');
  return undefined;
}

export function validateCode(code: string, t: Translate): string | undefined {
  if (!code) return t('error.codeRequired');
  if (!isCode(code, CODE_LENGTH)) return t('error.codeInvalid', { length: CODE_LENGTH });
  return undefined;
}

/** The Google-authenticator code: 6 digits, one message for empty and wrong (spec §8). */
export function validateGoogleCode(code: string, t: Translate): string | undefined {
  return isCode(code, CODE_LENGTH) ? undefined : t('error.googleInvalid');
}

const compact = <V>(errors: Errors<V>): Errors<V> =>
  Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as Errors<V>;

export function validateLogin(v: LoginValues, ctx: RuleContext): Errors<LoginValues> {
  return compact({
    account: validateAccount(v.type, v.account, ctx),
    password: validatePassword(v.password, ctx.t),
  });
}

export function validateRegister(v: RegisterValues, ctx: RuleContext): Errors<RegisterValues> {
  return compact({
    account: validateAccount(v.type, v.account, ctx),
    code: validateCode(v.code, ctx.t),
    password: validatePassword(v.password, ctx.t),
    confirm: validateConfirm(v.password, v.confirm, ctx.t),
    consent: v.consent ? undefined : ctx.t('error.consentRequired'),
  });
}

export interface ResetValues {
  type: AccountType;
  account: string;
  code: string;
  password: string;
  confirm: string;
}

export function validateReset(v: ResetValues, ctx: RuleContext): Errors<ResetValues> {
  return compact({
    account: validateAccount(v.type, v.account, ctx),
    code: validateCode(v.code, ctx.t),
    password: validatePassword(v.password, ctx.t),
    confirm: validateConfirm(v.password, v.confirm, ctx.t),
  });
}
