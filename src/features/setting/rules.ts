/**
 * The account pages' form rules (spec §5), checked before anything is sent; the demo exchange applies the same
 * ones (`mocks/engine/auth/profile.ts`, `security.ts`). Each returns a message key of the `setting` namespace
 * (with its values), or undefined when the value is fine.
 *
 * Nickname: 2–10 letters (any script: the ten languages include kana, hangul and Thai, decisions 81, 82) or digits,
 * no spaces or symbols. Signature: 2–30 characters, letters, digits, spaces and . , ! ? ' - (and their CJK
 * forms). Lengths count characters, not UTF-16 units.
 */
import { CODE_LENGTH } from '@/lib/constants';
import { isCode, isEmail, PASSWORD_MIN_LENGTH } from '@/lib/validate';

export const NICKNAME = { min: 2, max: 10 } as const;
export const SIGNATURE = { min: 2, max: 30 } as const;
export const PAY_PASSWORD_LENGTH = 6;
/** Largest avatar accepted after compression (the upload's own limit may be larger). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export type RuleKey =
  | 'rule.nicknameRequired'
  | 'rule.nicknameLength'
  | 'rule.nicknameChars'
  | 'rule.signatureLength'
  | 'rule.signatureChars'
  | 'rule.currentRequired'
  | 'rule.passwordRequired'
  | 'rule.passwordShort'
  | 'rule.passwordSame'
  | 'rule.confirmRequired'
  | 'rule.passwordMismatch'
  | 'rule.payPasswordFormat'
  | 'rule.emailRequired'
  | 'rule.emailInvalid'
  | 'rule.mobileRequired'
  | 'rule.mobileInvalid'
  | 'rule.codeInvalid'
  | 'rule.googleInvalid';
export type Problem = { key: RuleKey; values?: Record<string, number> };

const chars = (text: string) => [...text].length;
const NICKNAME_RE = /^[\p{L}\p{M}\p{N}]+$/u;
const SIGNATURE_RE = /^[\p{L}\p{M}\p{N} .,!?'’\-、。，！？]+$/u;

export function nicknameProblem(raw: string): Problem | undefined {
  const value = raw.trim();
  if (!value) return { key: 'rule.nicknameRequired' };
  const n = chars(value);
  if (n < NICKNAME.min || n > NICKNAME.max) return { key: 'rule.nicknameLength', values: { ...NICKNAME } };
  if (!NICKNAME_RE.test(value)) return { key: 'rule.nicknameChars' };
  return undefined;
}

/** An empty signature is fine when the user has none: it is simply not sent. */
export function signatureProblem(raw: string): Problem | undefined {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (!value) return undefined;
  const n = chars(value);
  if (n < SIGNATURE.min || n > SIGNATURE.max)
    return { key: 'rule.signatureLength', values: { ...SIGNATURE } };
  if (!SIGNATURE_RE.test(value)) return { key: 'rule.signatureChars' };
  return undefined;
}

export interface PasswordValues {
  current: string;
  password: string;
  confirm: string;
}

export type PasswordProblems = Partial<Record<keyof PasswordValues, Problem>>;

const compact = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

function confirmProblem(password: string, confirm: string): Problem | undefined {
  if (!confirm) return { key: 'rule.confirmRequired' };
  return confirm === password ? undefined : { key: 'rule.passwordMismatch' };
}

/** Changing the login password: the current one, a new one of at least 6 that differs from it, repeated. */
export function loginPasswordProblems(v: PasswordValues): PasswordProblems {
  let password: Problem | undefined;
  if (!v.password) password = { key: 'rule.passwordRequired' };
  else if (chars(v.password) < PASSWORD_MIN_LENGTH)
    password = { key: 'rule.passwordShort', values: { min: PASSWORD_MIN_LENGTH } };
  else if (v.current && v.password === v.current) password = { key: 'rule.passwordSame' };
  return compact({
    current: v.current ? undefined : { key: 'rule.currentRequired' },
    password,
    confirm: confirmProblem(v.password, v.confirm),
  });
}

/** Setting the pay password: the login password, and 6 digits twice. */
export function payPasswordProblems(v: PasswordValues): PasswordProblems {
  const pattern = new RegExp(`^\\d{${PAY_PASSWORD_LENGTH}}$`);
  return compact({
    current: v.current ? undefined : { key: 'rule.currentRequired' },
    password: pattern.test(v.password)
      ? undefined
      : { key: 'rule.payPasswordFormat', values: { length: PAY_PASSWORD_LENGTH } },
    confirm: confirmProblem(v.password, v.confirm),
  });
}

export function emailProblem(raw: string): Problem | undefined {
  const value = raw.trim();
  if (!value) return { key: 'rule.emailRequired' };
  return isEmail(value) ? undefined : { key: 'rule.emailInvalid' };
}

export function codeProblem(code: string): Problem | undefined {
  return isCode(code, CODE_LENGTH) ? undefined : { key: 'rule.codeInvalid', values: { length: CODE_LENGTH } };
}

/** The authenticator's code: 6 digits, one message for empty and malformed (as the login's). */
export function googleCodeProblem(code: string): Problem | undefined {
  return isCode(code, CODE_LENGTH) ? undefined : { key: 'rule.googleInvalid' };
}

/** `110101199003078515` → `1101**********8515`: the ID number is never shown whole. */
export function maskId(id: string): string {
  const value = id.trim();
  if (value.length <= 8) return value.replace(/.(?=.{2})/g, '*');
  return `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}`;
}
