import type { CustomTypeOptions } from 'i18next';
import * as z from 'zod/mini';
import type { AccountType, AreaChoice } from '@/api/auth';
import { CODE_LENGTH } from '@/lib/constants';
import { isMobile } from '@/lib/phone';
import { isCode, isEmail, isPassword, passwordsMatch, PASSWORD_MIN_LENGTH } from '@/lib/validate';
import { formMessage, type MessageValues } from '@/ui/Form';

/**
 * The account forms' rules (spec §5) as zod schemas for `useZodForm`. Every message is a key of the `auth`
 * namespace (`formMessage`): the field translates it, so it follows the UI language. A field shows its first
 * message only, so a field's checks run from the most basic ("required") on. No check aborts: the object's own
 * checks (the account for its type, the confirmation) must still run beside a field's problem.
 */

/** A message of the auth forms: a key of the `auth` strings (an unknown one is a compile error). */
export type AuthMessage = Extract<keyof CustomTypeOptions['resources']['auth'], `error.${string}`>;

const message = (key: AuthMessage, values?: MessageValues) => formMessage(`auth:${key}`, values);

/** What the account rule needs besides the values: the chosen calling code, and its area's name in the UI language. */
export interface AccountContext {
  area: AreaChoice;
  /** For "a valid number for {{country}}". */
  countryName: string;
}

async function accountMessage(type: AccountType, account: string, ctx: AccountContext): Promise<string | undefined> {
  if (type === 'email') {
    if (!account) return message('error.emailRequired');
    return isEmail(account) ? undefined : message('error.emailInvalid');
  }
  if (!account) return message('error.mobileRequired');
  return (await isMobile(account, ctx.area.iso2))
    ? undefined
    : message('error.mobileInvalid', { country: ctx.countryName });
}

/**
 * The account (trimmed) is an e-mail address or a mobile number of the chosen area, as its type says. Async: a
 * number waits for the phone metadata (`preloadPhone`), so these schemas are parsed with `parseAsync` (as
 * `useZodForm` does).
 */
const accountRule = (ctx: AccountContext) =>
  z.superRefine(async (v: { type: AccountType; account: string }, payload) => {
    const problem = await accountMessage(v.type, v.account, ctx);
    if (problem) payload.addIssue({ code: 'custom', path: ['account'], message: problem, input: v.account });
  });

/** The confirmation repeats the password (an empty one says so on its own). */
const confirmRule = z.refine<{ password: string; confirm: string }>((v) => !v.confirm || passwordsMatch(v.password, v.confirm), {
  path: ['confirm'],
  message: message('error.passwordMismatch'),
});

const accountType = z.enum(['email', 'mobile']);
const account = z.string().check(z.trim());
const password = z.string().check(
  z.minLength(1, message('error.passwordRequired')),
  z.refine(isPassword, message('error.passwordShort', { min: PASSWORD_MIN_LENGTH })),
);
const code = z.string().check(
  z.minLength(1, message('error.codeRequired')),
  z.refine((v) => isCode(v, CODE_LENGTH), message('error.codeInvalid', { length: CODE_LENGTH })),
);
const confirm = z.string().check(z.minLength(1, message('error.confirmRequired')));

export function loginSchema(ctx: AccountContext) {
  return z.object({ type: accountType, account, password }).check(accountRule(ctx));
}

/** The fields registration and the password reset share: the account, its code, a new password twice. */
const accountCodePassword = { type: accountType, account, code, password, confirm };

export function resetSchema(ctx: AccountContext) {
  return z.object(accountCodePassword).check(accountRule(ctx), confirmRule);
}

export function registerSchema(ctx: AccountContext) {
  return z
    .object({
      ...accountCodePassword,
      invite: z.string().check(z.trim()),
      consent: z.boolean().check(z.refine((v) => v, message('error.consentRequired'))),
    })
    .check(accountRule(ctx), confirmRule);
}

/** The Google-authenticator code: 6 digits, one message for empty and wrong (spec §8). */
export const googleCodeSchema = z.object({
  code: z.string().check(z.refine((v) => isCode(v, CODE_LENGTH), message('error.googleInvalid'))),
});

export type LoginValues = z.input<ReturnType<typeof loginSchema>>;
export type ResetValues = z.input<ReturnType<typeof resetSchema>>;
export type RegisterValues = z.input<ReturnType<typeof registerSchema>>;
