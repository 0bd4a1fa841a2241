import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '@/lib/format';
import { toDec } from '@/lib/decimal';
import { formatDateTime } from '@/lib/time';
import { useNumberLocale } from '../_shared';
import { Button } from '../Button';
import { Card, CardFields } from '../Card';
import { CoinIcon } from '../CoinIcon';
import { ProgressBar } from '../ProgressBar';
import { Tag, type TagTone } from '../Tag';

export type ProductKind = 'lockMining' | 'ieo' | 'invest';
export type ProductStatus = 'upcoming' | 'active' | 'soldOut' | 'ended';

export interface ProductCardProps {
  kind: ProductKind;
  name: string;
  coin: string;
  icon?: string | null;
  /** Annual rate in percent (lock mining, invest) — or the token price for an IEO (`priceQuote` set). */
  rate?: string | null;
  /** IEO token price in `priceQuote`. */
  price?: string | null;
  priceQuote?: string;
  /** Lock period in days; null = flexible. */
  periodDays?: number | null;
  /** Minimum subscription (in `coin`, or `priceQuote` for IEO). */
  minAmount?: string | null;
  /** Sold so far and total quota (same unit). */
  sold?: string | null;
  total?: string | null;
  status: ProductStatus;
  /** Start time (upcoming products). */
  startAt?: number | null;
  onSubscribe?: () => void;
  className?: string;
}

const STATUS_TONE: Record<ProductStatus, TagTone> = { upcoming: 'info', active: 'success', soldOut: 'warning', ended: 'neutral' };

/** A finance product (lock mining, IEO, invest): rate or price, period, minimum, quota progress, status, Subscribe. */
export function ProductCard({
  kind,
  name,
  coin,
  icon,
  rate,
  price,
  priceQuote = 'USDT',
  periodDays,
  minAmount,
  sold,
  total,
  status,
  startAt,
  onSubscribe,
  className,
}: ProductCardProps) {
  const { t } = useTranslation('ui');
  const locale = useNumberLocale();
  const soldDec = toDec(sold);
  const totalDec = toDec(total);
  // the bar's width only; the ratio itself is Decimal
  const progress = soldDec && totalDec && totalDec.gt(0) ? Math.min(100, soldDec.dividedBy(totalDec).times(100).toNumber()) : null;
  const ieo = kind === 'ieo';
  return (
    <Card
      className={className}
      title={
        <>
          <CoinIcon symbol={coin} src={icon} size="sm" />
          <span>{name}</span>
        </>
      }
      extra={
        <>
          <Tag tone="brand">{t(`product.kind.${kind}`)}</Tag>
          <Tag tone={STATUS_TONE[status]} solid>
            {t(`product.status.${status}`)}
          </Tag>
        </>
      }
      actions={
        onSubscribe && (
          <Button size="sm" disabled={status !== 'active'} onClick={onSubscribe}>
            {t('product.subscribe')}
          </Button>
        )
      }
    >
      <$Headline>
        <$Label>{t(ieo ? 'product.price' : 'product.rate')}</$Label>
        <$Big data-tone={ieo ? undefined : 'up'}>
          {ieo
            ? `${formatNumber(price, 'price', { locale, decimals: 4 })} ${priceQuote}`
            : formatNumber(rate, 'percent', { locale })}
        </$Big>
      </$Headline>
      <CardFields
        items={[
          !ieo && { label: t('product.period'), value: periodDays == null ? t('product.flexible') : t('product.days', { count: periodDays }) },
          minAmount != null && { label: t('product.min'), value: `${formatNumber(minAmount, 'balance', { locale })} ${ieo ? priceQuote : coin}` },
          status === 'upcoming' && startAt != null && { label: t('product.startsAt'), value: formatDateTime(startAt, locale) },
        ]}
      />
      {progress != null && (
        <$Progress>
          <ProgressBar value={progress} label={t('product.progress')} showValue tone={status === 'soldOut' ? 'warning' : 'brand'} />
          <$Quota>
            {formatNumber(sold, 'compact', { locale })} / {formatNumber(total, 'compact', { locale })} {coin}
          </$Quota>
        </$Progress>
      )}
    </Card>
  );
}

const $Headline = styled.div`
  display: flex;
  flex-direction: column;
`;

const $Label = styled.span`
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const $Big = styled.span`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  &[data-tone='up'] {
    color: ${({ theme }) => theme.color.up};
  }
`;

const $Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
`;

const $Quota = styled.span`
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
  text-align: end;
`;
