import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/lib/routes';
import { Page } from '@/ui/Page';
import { PasswordForm } from '../components/PasswordForm';

/** /pages/setting/password (signed in): change the login password; other devices are signed out. */
export default function PasswordPage() {
  const { t } = useTranslation('setting');
  const navigate = useNavigate();
  return (
    <Page title={t('password.title')} end="6">
      <PasswordForm mode="login" onDone={() => void navigate(paths.security(), { replace: true })} />
    </Page>
  );
}
