import { useTranslation } from 'react-i18next';
import type { AccountType } from '@/api/auth';
import { SegmentedControl } from '@/ui/SegmentedControl';

/** E-mail | Phone: which kind of account the form is for. */
export function AccountTypeSwitch({ value, onChange }: { value: AccountType; onChange: (type: AccountType) => void }) {
  const { t } = useTranslation('auth');
  return (
    <SegmentedControl<AccountType>
      aria-label={t('accountType.label')}
      value={value}
      onChange={onChange}
      options={[
        { value: 'email', label: t('accountType.email') },
        { value: 'mobile', label: t('accountType.mobile') },
      ]}
    />
  );
}
