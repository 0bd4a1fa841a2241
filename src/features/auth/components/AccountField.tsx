import { forwardRef, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '@/api/auth';
import { preloadPhone } from '@/lib/phone';
import { TextField, type TextFieldProps } from '@/ui/TextField';
import { AreaCodeButton } from './AreaCodeButton';

export interface AccountFieldProps extends Omit<TextFieldProps, 'type' | 'label' | 'autoComplete'> {
  type: AccountType;
  /** Default "Email" or "Phone number", as the type says. */
  label?: TextFieldProps['label'];
  /** 'username' where the account signs in (login, reset); a phone number is always 'tel-national'. */
  autoComplete?: 'username';
}

/**
 * The e-mail or phone field; the phone variant carries the calling-code picker. A TextField otherwise: its
 * `onChange` gets the change event, and it takes `register`'s props (the ref reaches the input). Once it takes a
 * phone number it starts loading the phone metadata, so the number is checked without a wait on submit.
 */
export const AccountField = forwardRef<HTMLInputElement, AccountFieldProps>(function AccountField(
  { type, label, autoComplete, ...rest },
  ref,
) {
  const { t } = useTranslation('auth');
  const email = type === 'email';
  useEffect(() => {
    // a failed load shows on submit (the check awaits it again), not here
    if (!email) preloadPhone().catch(() => undefined);
  }, [email]);
  return (
    <TextField
      ref={ref}
      label={label ?? (email ? t('field.email') : t('field.mobile'))}
      type={email ? 'email' : 'tel'}
      inputMode={email ? 'email' : 'tel'}
      autoComplete={email ? (autoComplete ?? 'email') : 'tel-national'}
      autoCapitalize="off"
      spellCheck={false}
      placeholder={email ? t('field.email.placeholder') : t('field.mobile.placeholder')}
      clearable
      prefix={email ? undefined : <AreaCodeButton />}
      {...rest}
    />
  );
});
