import { isPassword, passwordsMatch } from '@/lib/validate';

export type PasswordProblem = 'required' | 'tooShort';
export type ConfirmProblem = 'required' | 'mismatch';

export interface PasswordPairProblems {
  password: PasswordProblem | null;
  confirm: ConfirmProblem | null;
}

/**
 * What stops a password + confirmation pair, per field (the app's rules from `@/lib/validate`: the
 * minimum length, and the confirmation equal to the password). A form blocks its submit while either
 * is not null.
 */
export function passwordPairProblems(password: string, confirm: string): PasswordPairProblems {
  return {
    password: password === '' ? 'required' : isPassword(password) ? null : 'tooShort',
    confirm: confirm === '' ? 'required' : passwordsMatch(password, confirm) ? null : 'mismatch',
  };
}

