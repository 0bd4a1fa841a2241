import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PASSWORD_MIN_LENGTH } from '@/lib/validate';
import { visuallyHidden } from '../_shared';
import { TextField } from '../TextField';
import { passwordPairProblems } from './passwordPair';

export interface PasswordFieldsProps {
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** Default "Password". */
  passwordLabel?: string;
  /** Default "Confirm password". */
  confirmLabel?: string;
  /** Show every problem now (e.g. after a submit), not only once a field has been left. */
  showErrors?: boolean;
  /** An error for the password from elsewhere (the server, a form's schema); replaces the field's own. */
  error?: ReactNode;
  /** The same for the confirmation. */
  confirmError?: ReactNode;
  disabled?: boolean;
  /** `new-password` (default) lets password managers offer a strong one. */
  autoComplete?: 'new-password' | 'current-password';
  className?: string;
}

/**
 * A password and its confirmation, each with a show/hide toggle (TextField's). Rules from `@/lib/validate`
 * (`passwordPairProblems`): the minimum length shows as a hint, and as an error once the field has been
 * left; "The passwords do not match" shows as soon as the confirmation stops being the start of the
 * password, and is announced politely. The form's schema decides whether to send (`FormPasswordFields`).
 */
export function PasswordFields({
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  passwordLabel,
  confirmLabel,
  showErrors = false,
  error,
  confirmError: confirmErrorProp,
  disabled,
  autoComplete = 'new-password',
  className,
}: PasswordFieldsProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [left, setLeft] = useState({ password: false, confirm: false });
  const problems = passwordPairProblems(password, confirm);
  const min = PASSWORD_MIN_LENGTH;

  const passwordError =
    error != null && error !== false
      ? error
      : (showErrors || left.password) && problems.password
        ? t(problems.password === 'required' ? 'password.required' : 'password.tooShort', { min })
        : undefined;
  // a confirmation that has gone off the password's track is wrong already; one still typing is not
  const diverged = confirm !== '' && !password.startsWith(confirm);
  const mismatch = problems.confirm === 'mismatch' && (showErrors || left.confirm || diverged);
  const confirmError =
    confirmErrorProp != null && confirmErrorProp !== false
      ? confirmErrorProp
      : mismatch
        ? t('password.mismatch')
        : problems.confirm === 'required' && (showErrors || left.confirm)
          ? t('password.confirmRequired')
          : undefined;

  return (
    <$Fields className={className}>
      <TextField
        id={`${id}-password`}
        type="password"
        label={passwordLabel ?? t('password.label')}
        value={password}
        onChange={(e) => onPasswordChange(e.target.value)}
        onBlur={() => setLeft((l) => ({ ...l, password: true }))}
        hint={passwordError ? undefined : t('password.hint', { min })}
        error={passwordError}
        autoComplete={autoComplete}
        disabled={disabled}
      />
      <TextField
        id={`${id}-confirm`}
        type="password"
        label={confirmLabel ?? t('password.confirm')}
        value={confirm}
        onChange={(e) => onConfirmChange(e.target.value)}
        onBlur={() => setLeft((l) => ({ ...l, confirm: true }))}
        error={confirmError}
        autoComplete={autoComplete}
        disabled={disabled}
      />
      <$Live aria-live="polite">{mismatch ? t('password.mismatch') : ''}</$Live>
    </$Fields>
  );
}

const $Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['3']};
`;

const $Live = styled.p`
  ${visuallyHidden}
`;
