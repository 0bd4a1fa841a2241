import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { assetUrl } from '@/api/base';
import { paths } from '@/lib/routes';
import { useIsLoggedIn, useStoredUser } from '@/state/session';
import { Avatar } from '@/ui/Avatar';
import { HeaderAction } from '@/ui/HeaderAction';
import { CircleUserRound, Icon } from '@/ui/Icon';
import { visuallyHidden } from '@/ui/_shared';

/**
 * The account entry at the top left of home and of the assets tab (issue 28 item 1): signed in, the user's
 * avatar (picture or initials) leading to the personal centre; signed out, a person icon leading to login.
 */
export function AccountEntry() {
  const { t } = useTranslation('common');
  const loggedIn = useIsLoggedIn();
  const user = useStoredUser();
  if (!loggedIn)
    return (
      <HeaderAction to={paths.login()} aria-label={t('account.signIn')}>
        <Icon icon={CircleUserRound} size="lg" />
      </HeaderAction>
    );
  const name = user?.nickname || user?.account || '';
  return (
    // named by hidden text, not aria-label: the initials the avatar shows are not part of the name (axe's
    // label-content-name-mismatch), and a screen reader announces the destination
    <HeaderAction to={paths.setting()}>
      {name || user?.head_portrait ? (
        <Avatar name={name || '?'} src={assetUrl(user?.head_portrait) || null} size="sm" />
      ) : (
        <Icon icon={CircleUserRound} size="lg" />
      )}
      <$Name>{t('account.open')}</$Name>
    </HeaderAction>
  );
}

const $Name = styled.span`
  ${visuallyHidden}
`;
