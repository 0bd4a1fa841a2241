import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { NoticeBar } from '@/ui/NoticeBar';
import { Page } from '@/ui/Page';
import { PasswordForm } from '../components/PasswordForm';
import { useUserInfo } from '../hooks';

/**
 * /pages/setting/payPassword (signed in): set the pay password (withdraw addresses and withdrawals ask for it),
 * or change it; either way the login password proves it is the owner.
 */
export default function PayPasswordPage() {
  const { t } = useTranslation('setting');
  const navigate = useNavigate();
  const info = useUserInfo();
  const isSet = info.data?.pay_password_set;
  return (
    <Page title={isSet ? t('payPassword.titleChange') : t('payPassword.titleSet')} end="6">
      <$Notice>
        <NoticeBar mode="static" tone="info">
          {t('payPassword.body')}
        </NoticeBar>
      </$Notice>
      <PasswordForm mode="pay" onDone={() => void navigate(-1)} />
    </Page>
  );
}

const $Notice = styled.div`
  padding: ${({ theme }) => theme.space['4']} ${({ theme }) => theme.space['4']} 0;
`;
