import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/lib/routes';
import { Cell, CellGroup } from '@/ui/Cell';
import { ErrorState } from '@/ui/ErrorState';
import { Page } from '@/ui/Page';
import { SkeletonList } from '@/ui/Skeleton';
import { Tag } from '@/ui/Tag';
import { BindContactForm } from '../components/BindContactForm';
import { useUserInfo } from '../hooks';

/** `13800138000` → `138****8000`, `alex@example.com` → `al***@example.com`. */
function masked(kind: 'mobile' | 'email', value: string) {
  if (kind === 'mobile') return value.length > 7 ? `${value.slice(0, 3)}****${value.slice(-4)}` : value;
  const [name = '', domain = ''] = value.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

/**
 * /pages/setting/security (signed in): login password, pay password, phone and e-mail binding, the Google
 * authenticator. `?bind=mobile|email` shows the binding form in place of the list (the area-code picker
 * returns to it).
 */
export default function SecurityPage() {
  const { t } = useTranslation('setting');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const info = useUserInfo();
  const user = info.data;
  const bind = params.get('bind');

  if (bind === 'mobile' || bind === 'email')
    return (
      <Page title={bind === 'mobile' ? t('bind.titleMobile') : t('bind.titleEmail')} end="6">
        <BindContactForm kind={bind} onDone={() => void navigate(paths.security(), { replace: true })} />
      </Page>
    );

  let body;
  if (!user && info.isError)
    body = <ErrorState message={t('account.loadFailed')} onRetry={() => void info.refetch()} />;
  else if (!user) body = <SkeletonList rows={5} label={t('security.loading')} />;
  else {
    const status = (on: boolean, onText: string, offText: string) => (
      <Tag tone={on ? 'success' : 'warning'}>{on ? onText : offText}</Tag>
    );
    body = (
      <>
        <CellGroup title={t('security.passwords')}>
          <Cell title={t('security.loginPassword')} value={t('security.change')} to={paths.password()} />
          <Cell
            title={t('security.payPassword')}
            value={status(Boolean(user.pay_password_set), t('security.set'), t('security.notSet'))}
            to={paths.payPassword()}
          />
        </CellGroup>
        <CellGroup title={t('security.contacts')}>
          <Cell
            title={t('security.phone')}
            label={user.phone ? masked('mobile', user.phone) : undefined}
            value={status(Boolean(user.phone), t('security.bound'), t('security.bind'))}
            to={user.phone ? undefined : paths.security({ bind: 'mobile' })}
          />
          <Cell
            title={t('security.email')}
            label={user.email ? masked('email', user.email) : undefined}
            value={status(Boolean(user.email), t('security.bound'), t('security.bind'))}
            to={user.email ? undefined : paths.security({ bind: 'email' })}
          />
        </CellGroup>
        <CellGroup title={t('security.twoFactor')}>
          <Cell
            title={t('security.authenticator')}
            label={user.google_bind ? t('security.authenticatorBoundNote') : t('security.authenticatorNote')}
            value={status(Boolean(user.google_bind), t('security.bound'), t('security.bind'))}
            to={user.google_bind ? undefined : paths.bindAuthenticator()}
          />
        </CellGroup>
      </>
    );
  }

  return (
    <Page title={t('security.title')} end="6">
      {body}
    </Page>
  );
}
