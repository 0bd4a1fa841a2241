import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '@/lib/format';
import { useNumberLocale } from '../_shared';
import { Button } from '../Button';
import { Card, CardFields } from '../Card';
import { Tag } from '../Tag';
import { MerchantHeader, type Merchant } from './MerchantHeader';

export interface OtcAd {
  id: string;
  /** What the user does with this ad: buy from / sell to the merchant. */
  side: 'buy' | 'sell';
  coin: string;
  fiat: string;
  /** Unit price in fiat. */
  price: string;
  /** Coin amount left on the ad. */
  available: string;
  /** Order limits in fiat. */
  minLimit: string;
  maxLimit: string;
  /** Payment method names, already translated by the caller (e.g. "Bank transfer"). */
  payments: readonly string[];
}

export interface OtcAdCardProps {
  ad: OtcAd;
  merchant: Merchant;
  onTrade: (id: string) => void;
  /** Trading is not possible (e.g. own ad, KYC missing); the button is disabled. */
  disabled?: boolean;
  className?: string;
}

/** A P2P (OTC) advert: merchant, price, available amount, limits, payment methods and Buy/Sell. */
export function OtcAdCard({ ad, merchant, onTrade, disabled, className }: OtcAdCardProps) {
  const { t } = useTranslation('ui');
  const locale = useNumberLocale();
  const buy = ad.side === 'buy';
  const fiat = (v: string) => formatNumber(v, 'fiat', { locale });
  return (
    <Card
      className={className}
      title={<MerchantHeader merchant={merchant} />}
      actions={
        <Button size="sm" variant={buy ? 'buy' : 'sell'} disabled={disabled} onClick={() => onTrade(ad.id)}>
          {t(buy ? 'otc.buy' : 'otc.sell', { coin: ad.coin })}
        </Button>
      }
    >
      <$Price>
        <$Label>{t('otc.price')}</$Label>
        <$Big>
          {fiat(ad.price)} <$Unit>{ad.fiat}</$Unit>
        </$Big>
      </$Price>
      <CardFields
        columns={2}
        items={[
          { label: t('otc.available'), value: `${formatNumber(ad.available, 'balance', { locale })} ${ad.coin}` },
          { label: t('otc.limits'), value: `${fiat(ad.minLimit)} – ${fiat(ad.maxLimit)} ${ad.fiat}` },
        ]}
      />
      <$Payments aria-label={t('otc.payments')}>
        {ad.payments.map((p) => (
          <li key={p}>
            <Tag>{p}</Tag>
          </li>
        ))}
      </$Payments>
    </Card>
  );
}

const $Price = styled.div`
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
`;

const $Unit = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const $Payments = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['1']};
  margin: 0;
  padding: 0;
  list-style: none;
`;
