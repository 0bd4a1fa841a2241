import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '@/lib/format';
import { useNumberLocale } from '../_shared';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { Card, CardFields } from '../Card';
import { NumberText } from '../NumberText';

export interface TraderCardProps {
  name: string;
  avatar?: string | null;
  /** 30-day return in percent. */
  roi: string;
  /** 30-day profit (quote). */
  pnl: string;
  quote?: string;
  /** Win rate in percent. */
  winRate: string;
  followers: number;
  maxFollowers: number;
  /** The user already copies this trader. */
  following?: boolean;
  onFollow?: () => void;
  /** Opens the trader's profile (the name becomes a button). */
  onOpen?: () => void;
  pending?: boolean;
  className?: string;
}

/** A copy-trading lead: avatar, name, 30-day ROI (sign, arrow, colour), profit, win rate, followers, Copy. */
export function TraderCard({
  name,
  avatar,
  roi,
  pnl,
  quote = 'USDT',
  winRate,
  followers,
  maxFollowers,
  following = false,
  onFollow,
  onOpen,
  pending,
  className,
}: TraderCardProps) {
  const { t } = useTranslation('ui');
  const locale = useNumberLocale();
  const full = followers >= maxFollowers && !following;
  const title = (
    <>
      <Avatar name={name} src={avatar} size="md" />
      {onOpen ? (
        <$NameButton type="button" onClick={onOpen}>
          {name}
        </$NameButton>
      ) : (
        <span>{name}</span>
      )}
    </>
  );
  return (
    <Card
      className={className}
      title={title}
      extra={
        onFollow && (
          <Button
            size="sm"
            variant={following ? 'secondary' : 'primary'}
            disabled={full}
            loading={pending}
            onClick={onFollow}
          >
            {t(following ? 'trader.copying' : full ? 'trader.full' : 'trader.copy')}
          </Button>
        )
      }
    >
      <$Roi>
        <$Label>{t('trader.roi')}</$Label>
        <$Big value={roi} kind="change" colorBy="self" />
      </$Roi>
      <CardFields
        items={[
          { label: t('trader.pnl', { quote }), value: <NumberText value={pnl} kind="balance" colorBy="self" /> },
          { label: t('trader.winRate'), value: formatNumber(winRate, 'percent', { locale }) },
          { label: t('trader.followers'), value: `${followers} / ${maxFollowers}` },
        ]}
      />
    </Card>
  );
}

const $NameButton = styled.button`
  appearance: none;
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const $Roi = styled.div`
  display: flex;
  flex-direction: column;
`;

const $Label = styled.span`
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const $Big = styled(NumberText)`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
