import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { assetUrl } from '@/api/base';
import { paths } from '@/lib/routes';
import { useIsLoggedIn, useStoredUser } from '@/state/session';
import { Avatar } from '@/ui/Avatar';
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
      <$Entry to={paths.login()} aria-label={t('account.signIn')}>
        <Icon icon={CircleUserRound} size="lg" />
      </$Entry>
    );
  const name = user?.nickname || user?.account || '';
  return (
    // named by hidden text, not aria-label: the initials the avatar shows are not part of the name (axe's
    // label-content-name-mismatch), and a screen reader announces the destination
    <$Entry to={paths.setting()}>
      {name || user?.head_portrait ? (
        <Avatar name={name || '?'} src={assetUrl(user?.head_portrait) || null} size="sm" />
      ) : (
        <Icon icon={CircleUserRound} size="lg" />
      )}
      <$Name>{t('account.open')}</$Name>
    </$Entry>
  );
}

const $Entry = styled(Link)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.textPrimary};
  -webkit-tap-highlight-color: transparent;
  &:active {
    background: ${({ theme }) => theme.color.bgPressed};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }
`;

const $Name = styled.span`
  ${visuallyHidden}
`;
