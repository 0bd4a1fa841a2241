import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '@/lib/format';
import { useNumberLocale, visuallyHidden } from '../_shared';
import { Avatar } from '../Avatar';
import { BadgeCheck, Icon } from '../Icon';

export interface Merchant {
  name: string;
  avatar?: string | null;
  /** KYC-verified merchant (shows a labelled badge). */
  verified?: boolean;
  /** Completed orders in the last 30 days. */
  orders30d: number;
  /** Completion rate in percent ("98.5"). */
  completionRate: string;
  /** Online now. */
  online?: boolean;
}

export interface MerchantHeaderProps {
  merchant: Merchant;
  size?: 'md' | 'lg';
  /** Heading level for the name (default: none, plain text). */
  as?: 'h2' | 'h3' | 'h4';
  className?: string;
}

/** Avatar, name, verified badge, online state, 30-day orders and completion rate. */
export function MerchantHeader({ merchant, size = 'md', as, className }: MerchantHeaderProps) {
  const { t } = useTranslation('ui');
  const locale = useNumberLocale();
  return (
    <$Head className={className} data-size={size}>
      <$AvatarWrap>
        <Avatar name={merchant.name} src={merchant.avatar} size={size === 'lg' ? 'lg' : 'md'} />
        {merchant.online && <$Online aria-hidden="true" />}
      </$AvatarWrap>
      <$Main>
        <$Name as={as}>
          <span>{merchant.name}</span>
          {merchant.verified && <Icon icon={BadgeCheck} size="sm" label={t('merchant.verified')} />}
          {merchant.online && <$Hidden>{t('merchant.online')}</$Hidden>}
        </$Name>
        <$Stats>
          {t('merchant.orders', { count: merchant.orders30d, value: formatNumber(merchant.orders30d, 'count', { locale }) })} · {t('merchant.completion', { rate: formatNumber(merchant.completionRate, 'percent', { locale, decimals: 1 }) })}
        </$Stats>
      </$Main>
    </$Head>
  );
}

const $Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['3']};
  min-width: 0;
`;

const $AvatarWrap = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
`;

const $Online = styled.span`
  position: absolute;
  right: 0;
  bottom: 0;
  width: ${({ theme }) => theme.space['3']};
  height: ${({ theme }) => theme.space['3']};
  border: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.bgSurface};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.success};
`;

const $Main = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const $Name = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
  svg {
    color: ${({ theme }) => theme.color.info};
  }
  [data-size='lg'] & {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const $Stats = styled.div`
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const $Hidden = styled.span`
  ${visuallyHidden}
`;
