import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '@/lib/format';
import { toDec } from '@/lib/decimal';
import { formatDateTime } from '@/lib/time';
import { useNumberLocale } from '../_shared';
import { Button } from '../Button';
import { Card, CardFields } from '../Card';
import { CoinPair } from '../CoinPair';
import { Dialog } from '../Dialog';
import { Icon, TriangleAlert } from '../Icon';
import { ProgressBar } from '../ProgressBar';
import { StatusPill, type StatusOf } from '../StatusPill';
import { Tag } from '../Tag';

export interface EntrustCardProps {
  base: string;
  quote: string;
  side: 'buy' | 'sell' | 'long' | 'short';
  type: 'market' | 'limit';
  /** Limit price (absent for market orders). */
  price?: string | null;
  amount: string;
  filled: string;
  status: StatusOf<'order'>;
  /** Creation time (ms or ISO string). */
  createdAt: number | string;
  priceDecimals?: number;
  amountDecimals?: number;
  /** Shows Cancel (for pending/partial orders); called after the user confirms. */
  onCancel?: () => void;
  cancelling?: boolean;
  className?: string;
}

/** An open or past order ("entrust"): side, type, price, filled/amount, status; Cancel asks first and warns the fee is not refunded. */
export function EntrustCard({
  base,
  quote,
  side,
  type,
  price,
  amount,
  filled,
  status,
  createdAt,
  priceDecimals = 2,
  amountDecimals = 6,
  onCancel,
  cancelling,
  className,
}: EntrustCardProps) {
  const { t } = useTranslation('ui');
  const locale = useNumberLocale();
  const [asking, setAsking] = useState(false);
  const up = side === 'buy' || side === 'long';
  const cancellable = onCancel && (status === 'pending' || status === 'partial');
  const amt = (v: string) => formatNumber(v, 'amount', { locale, decimals: amountDecimals });
  const share = (() => {
    const a = toDec(amount);
    const f = toDec(filled);
    // the bar's width only: a number is fine once the ratio is computed in Decimal
    return a && f && a.gt(0) ? Math.min(100, f.dividedBy(a).times(100).toNumber()) : 0;
  })();
  return (
    <Card
      className={className}
      title={
        <>
          <Tag tone={up ? 'up' : 'down'} solid>
            {t(`orderTicket.${side}`)}
          </Tag>
          <CoinPair base={base} quote={quote} icon={false} size="sm" />
        </>
      }
      extra={<StatusPill domain="order" status={status} />}
      actions={
        cancellable && (
          <Button size="sm" variant="secondary" loading={cancelling} onClick={() => setAsking(true)}>
            {t('entrust.cancel')}
          </Button>
        )
      }
    >
      <CardFields
        items={[
          { label: t('orderTicket.type'), value: t(`orderTicket.${type}`) },
          { label: t('orderTicket.price'), value: type === 'market' || !price ? t('orderTicket.market') : formatNumber(price, 'price', { locale, decimals: priceDecimals }) },
          { label: t('entrust.filled', { base }), value: `${amt(filled)} / ${amt(amount)}` },
        ]}
      />
      <ProgressBar value={share} label={t('entrust.progress')} hideLabel />
      <$Time>{formatDateTime(createdAt, locale)}</$Time>
      <Dialog
        open={asking}
        role="alertdialog"
        onClose={() => setAsking(false)}
        title={t('entrust.confirmTitle')}
        description={
          <$Warn>
            <Icon icon={TriangleAlert} size="md" />
            <span>{t('entrust.feeNotRefunded')}</span>
          </$Warn>
        }
        actions={
          <>
            <Button variant="secondary" block onClick={() => setAsking(false)}>
              {t('entrust.keep')}
            </Button>
            <Button
              variant="danger"
              block
              onClick={() => {
                setAsking(false);
                onCancel?.();
              }}
            >
              {t('entrust.cancel')}
            </Button>
          </>
        }
      />
    </Card>
  );
}

const $Time = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

const $Warn = styled.span`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space['2']};
  svg {
    color: ${({ theme }) => theme.color.warning};
  }
`;
