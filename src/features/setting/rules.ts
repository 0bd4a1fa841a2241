/**
 * The account pages' form rules (spec §5), checked before anything is sent; the demo exchange applies the same
 * ones (`mocks/engine/auth/profile.ts`, `security.ts`). They are zod schemas for `useZodForm`; each message is a
 * key of the `setting` namespace with its values (`formMessage`), translated by the field.
 *
 * Nickname: 2–10 letters (any script: the ten languages include kana, hangul and Thai, decisions 81, 82) or digits,
 * no spaces or symbols. Signature: 2–30 characters, letters, digits, spaces and . , ! ? ' - (and their CJK
 * forms). Lengths count characters, not UTF-16 units.
 */
import type { CustomTypeOptions } from 'i18next';
import * as z from 'zod/mini';
import { CODE_LENGTH } from '@/lib/constants';
import { isCode, isEmail, PASSWORD_MIN_LENGTH } from '@/lib/validate';
import { formMessage } from '@/ui/Form';

export const NICKNAME = { min: 2, max: 10 } as const;
export const SIGNATURE = { min: 2, max: 30 } as const;
export const PAY_PASSWORD_LENGTH = 6;
/** Largest avatar accepted after compression (the upload's own limit may be larger). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** A rule's message key in the `setting` strings (an unknown one is a compile error). */
export type RuleKey = Extract<keyof CustomTypeOptions['resources']['setting'], `rule.${string}`>;

/**
 * A rule's message: its key in the `setting` namespace, with its values (translated by the field). A field shows
 * its first message only, so its checks run from the most basic on.
 */
export const ruleMessage = (key: RuleKey, values?: Record<string, number>) => formMessage(`setting:${key}`, values);

const chars = (text: string) => [...text].length;
const NICKNAME_RE = /^[\p{L}\p{M}\p{N}]+$/u;
const SIGNATURE_RE = /^[\p{L}\p{M}\p{N} .,!?'’\-、。，！？]+$/u;
const between = (n: number, { min, max }: { min: number; max: number }) => n >= min && n <= max;

export const nickname = z.string().check(
  z.trim(),
  z.minLength(1, ruleMessage('rule.nicknameRequired')),
  z.refine((v) => between(chars(v), NICKNAME), ruleMessage('rule.nicknameLength', { ...NICKNAME })),
  z.regex(NICKNAME_RE, ruleMessage('rule.nicknameChars')),
);

/** An empty signature is fine when the user has none: it is simply not sent. Spaces are folded. */
export const signature = z.string().check(
  z.overwrite((v) => v.trim().replace(/\s+/g, ' ')),
  z.refine((v) => !v || between(chars(v), SIGNATURE), ruleMessage('rule.signatureLength', { ...SIGNATURE })),
  z.refine((v) => !v || SIGNATURE_RE.test(v), ruleMessage('rule.signatureChars')),
);

export const profileSchema = z.object({ nickname, signature });

/** The confirmation repeats the new password (an empty one says so on its own). */
const confirmRule = z.refine<{ password: string; confirm: string }>((v) => !v.confirm || v.confirm === v.password, {
  path: ['confirm'],
  message: ruleMessage('rule.passwordMismatch'),
});
const current = z.string().check(z.minLength(1, ruleMessage('rule.currentRequired')));
const confirm = z.string().check(z.minLength(1, ruleMessage('rule.confirmRequired')));

/** Changing the login password: the current one, a new one of at least 6 that differs from it, repeated. */
export const loginPasswordSchema = z
  .object({
    current,
    password: z.string().check(
      z.minLength(1, ruleMessage('rule.passwordRequired')),
      z.refine((v) => chars(v) >= PASSWORD_MIN_LENGTH, ruleMessage('rule.passwordShort', { min: PASSWORD_MIN_LENGTH })),
    ),
    confirm,
  })
  .check(
    // only said of a new password that is otherwise fine
    z.refine((v) => !v.current || chars(v.password) < PASSWORD_MIN_LENGTH || v.password !== v.current, {
      path: ['password'],
      message: ruleMessage('rule.passwordSame'),
    }),
    confirmRule,
  );

/** Setting the pay password: the login password, and 6 digits twice. */
export const payPasswordSchema = z
  .object({
    current,
    password: z
      .string()
      .check(
        z.regex(
          new RegExp(`^\\d{${PAY_PASSWORD_LENGTH}}$`),
          ruleMessage('rule.payPasswordFormat', { length: PAY_PASSWORD_LENGTH }),
        ),
      ),
    confirm,
  })
  .check(confirmRule);

export type PasswordValues = z.input<typeof loginPasswordSchema>;

export const email = z.string().check(
  z.trim(),
  z.minLength(1, ruleMessage('rule.emailRequired')),
  z.refine(isEmail, ruleMessage('rule.emailInvalid')),
);

export const code = z.string().check(
  z.refine((v) => isCode(v, CODE_LENGTH), ruleMessage('rule.codeInvalid', { length: CODE_LENGTH })),
);

/** The authenticator's code: 6 digits, one message for empty and malformed (as the login's). */
export const googleCode = z.string().check(z.refine((v) => isCode(v, CODE_LENGTH), ruleMessage('rule.googleInvalid')));

/** `110101199003078515` → `1101**********8515`: the ID number is never shown whole. */
export function maskId(id: string): string {
  const value = id.trim();
  if (value.length <= 8) return value.replace(/.(?=.{2})/g, '*');
  return `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}`;
}
