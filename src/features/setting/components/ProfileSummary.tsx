import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { assetUrl } from '@/api/base';
import type { UserProfile } from '@/state/session';
import { Skeleton } from '@/ui/Skeleton';

/** Avatar, nickname, account, UID and the demo/real tag at the top of the account page. */
export function ProfileSummary({ user }: { user: UserProfile | null }) {
  const { t } = useTranslation('setting');
  if (!user) {
    return (
      <$Card aria-busy="true">
        <Skeleton circle width="var(--avatar)" height="var(--avatar)" />
        <$Text>
          <Skeleton width="50%" />
          <Skeleton width="70%" />
        </$Text>
      </$Card>
    );
  }
  const name = user.nickname || t('account.noNickname');
  const avatar = assetUrl(user.head_portrait);
  return (
    <$Card>
      {avatar ? (
        <$Avatar src={avatar} alt={t('account.avatar')} />
      ) : (
        <$Initial aria-hidden="true">{(user.nickname || user.account || '?').slice(0, 1).toUpperCase()}</$Initial>
      )}
      <$Text>
        <$Name>{name}</$Name>
        <$Line>{user.account}</$Line>
        <$Meta>
          <$Line className="tabular">{t('account.uid', { id: user.id })}</$Line>
          <$Tag data-demo={user.is_demo || undefined}>{user.is_demo ? t('account.demo') : t('account.real')}</$Tag>
        </$Meta>
      </$Text>
    </$Card>
  );
}

const $Card = styled.section`
  --avatar: calc(${({ theme }) => theme.space['12']} + ${({ theme }) => theme.space['2']});
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['4']};
  margin: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['4']};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSurface};
`;

const $Avatar = styled.img`
  flex: none;
  width: var(--avatar);
  height: var(--avatar);
  border-radius: ${({ theme }) => theme.radius.pill};
  object-fit: cover;
`;

const $Initial = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: var(--avatar);
  height: var(--avatar);
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const $Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  flex: 1;
  min-width: 0;
`;

const $Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const $Line = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const $Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
`;

const $Tag = styled.span`
  padding: 0 ${({ theme }) => theme.space['2']};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.success};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  &[data-demo] {
    border-color: ${({ theme }) => theme.color.warning};
  }
`;
