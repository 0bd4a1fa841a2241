import { useTranslation } from 'react-i18next';
import type { AccountType } from '@/api/auth';
import { TextField } from '@/ui/TextField';
import { AreaCodeButton } from './AreaCodeButton';

export interface AccountFieldProps {
  id: string;
  type: AccountType;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Autocomplete hint: 'username' on login, off elsewhere. */
  autoComplete?: string;
}

/** The e-mail or phone field; the phone variant carries the calling-code picker. */
export function AccountField({ id, type, value, onChange, error, autoComplete }: AccountFieldProps) {
  const { t } = useTranslation('auth');
  const email = type === 'email';
  return (
    <TextField
      id={id}
      label={email ? t('field.email') : t('field.mobile')}
      type={email ? 'email' : 'tel'}
      inputMode={email ? 'email' : 'tel'}
      autoComplete={autoComplete ?? (email ? 'email' : 'tel-national')}
      autoCapitalize="off"
      spellCheck={false}
      placeholder={email ? t('field.email.placeholder') : t('field.mobile.placeholder')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      clearable
      onClear={() => onChange('')}
      prefix={email ? undefined : <AreaCodeButton />}
      error={error}
    />
  );
}
