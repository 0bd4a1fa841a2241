import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { APP_VERSION } from '@/lib/constants';
import { builtPaths } from '@/lib/routes';
import { useStoredUser } from '@/state/session';
import { Button } from '@/ui/Button';
import { Cell, CellGroup } from '@/ui/Cell';
import { confirm } from '@/ui/Confirm';
import { ErrorState } from '@/ui/ErrorState';
import { Page } from '@/ui/Page';
import { ProfileSummary } from '../components/ProfileSummary';
import { useLinkConfigured, useLogout, useUserInfo } from '../hooks';
import { availableLinks, LINK_SETTINGS } from '../links';

/**
 * /pages/setting/setting (signed in): the profile summary, then a link to every account page whose page is
 * built (`available`, the route registry's paths; a link to a page not built yet is never shown, nor the app
 * download while the site has no download address), the version
 * and log out. Language, fiat, colours and theme are on the settings page (`set`).
 */
export default function SettingPage({ available = builtPaths }: { available?: ReadonlySet<string> }) {
  const { t } = useTranslation('setting');
  const info = useUserInfo();
  const stored = useStoredUser();
  const logout = useLogout();
  const configured = useLinkConfigured(LINK_SETTINGS);
  const user = info.data ?? stored;

  const askLogout = async () => {
    const ok = await confirm({
      title: t('logout.confirmTitle'),
      message: t('logout.confirmBody'),
      confirmText: t('logout.confirm'),
      confirmVariant: 'danger',
    });
    if (!ok) return;
    logout.mutate();
  };

  return (
    <Page end="6" title={t('account.title')}>
      {info.isError && !user ? (
        <ErrorState message={t('account.loadFailed')} onRetry={() => void info.refetch()} compact />
      ) : (
        <ProfileSummary user={user} />
      )}

      {availableLinks(available, configured).map((section) => (
        <CellGroup key={section.section} title={t(section.section)}>
          {section.links.map((link) => (
            <Cell key={link.route} title={t(link.label)} to={link.to} />
          ))}
        </CellGroup>
      ))}

      <CellGroup title={t('section.about')}>
        <Cell title={t('version.title')} value={<span className="tabular">{APP_VERSION}</span>} />
      </CellGroup>

      <$Actions>
        <Button variant="secondary" size="lg" block loading={logout.isPending} onClick={() => void askLogout()}>
          {t('logout.button')}
        </Button>
      </$Actions>
    </Page>
  );
}

const $Actions = styled.div`
  padding: ${({ theme }) => theme.space['4']};
`;
