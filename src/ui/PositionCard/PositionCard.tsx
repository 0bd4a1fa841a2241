import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '@/lib/format';
import { useNumberLocale } from '../_shared';
import { Button } from '../Button';
import { Card, CardFields } from '../Card';
import { CoinPair } from '../CoinPair';
import { NumberText, PriceText } from '../NumberText';
import { StaleMark } from '../StaleMark';
import { Tag } from '../Tag';

export interface PositionCardProps {
  base: string;
  quote: string;
  direction: 'long' | 'short';
  leverage: number;
  /** Size in lots. */
  lots: string;
  entryPrice: string;
  /** Live mark price (flashes on change). */
  markPrice: string;
  liquidationPrice: string | null;
  margin: string;
  /** Unrealised profit/loss (quote). */
  pnl: string;
  /** Return on margin in percent. */
  pnlPercent: string;
  takeProfit?: string | null;
  stopLoss?: string | null;
  priceDecimals?: number;
  /** Feed disconnected: numbers may be old. */
  stale?: boolean;
  onClosePosition?: () => void;
  onEditTpSl?: () => void;
  /** A close request is in flight. */
  closing?: boolean;
  className?: string;
}

/** An open contract position: direction × leverage, PnL (sign, arrow, colour), prices, TP/SL, actions. */
export function PositionCard({
  base,
  quote,
  direction,
  leverage,
  lots,
  entryPrice,
  markPrice,
  liquidationPrice,
  margin,
  pnl,
  pnlPercent,
  takeProfit,
  stopLoss,
  priceDecimals = 2,
  stale = false,
  onClosePosition,
  onEditTpSl,
  closing,
  className,
}: PositionCardProps) {
  const { t } = useTranslation('ui');
  const locale = useNumberLocale();
  const price = (v: string | null | undefined) => formatNumber(v, 'price', { locale, decimals: priceDecimals });
  const long = direction === 'long';
  return (
    <Card
      className={className}
      title={
        <>
          <CoinPair base={base} quote={quote} size="sm" />
          <Tag tone={long ? 'up' : 'down'} solid>
            {t(long ? 'orderTicket.long' : 'orderTicket.short')} · {leverage}×
          </Tag>
        </>
      }
      extra={stale ? <StaleMark stale /> : undefined}
      actions={
        (onEditTpSl || onClosePosition) && (
          <>
            {onEditTpSl && (
              <Button size="sm" variant="secondary" onClick={onEditTpSl}>
                {t('position.editTpSl')}
              </Button>
            )}
            {onClosePosition && (
              <Button size="sm" variant="secondary" loading={closing} onClick={onClosePosition}>
                {t('position.close')}
              </Button>
            )}
          </>
        )
      }
    >
      <$Pnl>
        <div>
          <$Label>{t('position.pnl', { quote })}</$Label>
          <$Big value={pnl} kind="amount" decimals={priceDecimals} colorBy="self" />
        </div>
        <$End>
          <$Label>{t('position.roe')}</$Label>
          <$Big value={pnlPercent} kind="percent" colorBy="self" />
        </$End>
      </$Pnl>
      <CardFields
        items={[
          { label: t('position.size'), value: `${lots} ${t('orderTicket.lotsUnit')}` },
          { label: t('orderTicket.margin'), value: formatNumber(margin, 'amount', { locale, decimals: priceDecimals }) },
          { label: t('position.entry'), value: price(entryPrice) },
          { label: t('position.mark'), value: <PriceText value={markPrice} decimals={priceDecimals} /> },
          { label: t('orderTicket.liquidation'), value: <$Liq>{price(liquidationPrice)}</$Liq> },
          { label: t('position.tpSl'), value: `${price(takeProfit)} / ${price(stopLoss)}` },
        ]}
      />
    </Card>
  );
}

const $Pnl = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
`;

const $End = styled.div`
  text-align: end;
`;

const $Label = styled.div`
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const $Big = styled(NumberText)`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const $Liq = styled.span`
  color: ${({ theme }) => theme.color.warning};
`;
