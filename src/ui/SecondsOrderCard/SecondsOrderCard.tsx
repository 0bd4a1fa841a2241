import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '@/lib/format';
import { toDec } from '@/lib/decimal';
import { systemNow, useNumberLocale, type NowFn } from '../_shared';
import { Card, CardFields } from '../Card';
import { CoinPair } from '../CoinPair';
import { Countdown } from '../Countdown';
import { ArrowDown, ArrowUp, Icon } from '../Icon';
import { NumberText } from '../NumberText';
import { Tag, type TagTone } from '../Tag';

export type SecondsResult = 'win' | 'flat' | 'loss';

export interface SecondsOrderCardProps {
  base: string;
  quote: string;
  /** Predicted move. */
  direction: 'up' | 'down';
  /** Stake (quote). */
  amount: string;
  /** Contract length in seconds. */
  durationSec: number;
  /** Profit ratio in percent paid on a win ("85" = +85 % of the stake). */
  profitRatio: string;
  openPrice: string;
  /** Settlement price (settled orders). */
  closePrice?: string | null;
  /** Settlement time (ms since epoch) for the countdown. */
  endAt: number;
  /** Present once settled. */
  result?: SecondsResult | null;
  /** Settled profit/loss (signed, quote). */
  profit?: string | null;
  priceDecimals?: number;
  now?: NowFn;
  onExpire?: () => void;
  className?: string;
}

const RESULT_TONE: Record<SecondsResult, TagTone> = { win: 'up', flat: 'neutral', loss: 'down' };

/** A seconds ("options") contract: stake, direction, length, payout ratio, countdown while open; result once settled. */
export function SecondsOrderCard({
  base,
  quote,
  direction,
  amount,
  durationSec,
  profitRatio,
  openPrice,
  closePrice,
  endAt,
  result,
  profit,
  priceDecimals = 2,
  now = systemNow,
  onExpire,
  className,
}: SecondsOrderCardProps) {
  const { t } = useTranslation('ui');
  const locale = useNumberLocale();
  const up = direction === 'up';
  const stake = toDec(amount);
  const ratio = toDec(profitRatio);
  const expected = stake && ratio ? stake.times(ratio).dividedBy(100) : null;
  const settled = result != null;
  const price = (v: string | null | undefined) => formatNumber(v, 'price', { locale, decimals: priceDecimals });
  return (
    <Card
      className={className}
      title={
        <>
          <CoinPair base={base} quote={quote} size="sm" />
          <Tag tone={up ? 'up' : 'down'} solid>
            <Icon icon={up ? ArrowUp : ArrowDown} size="sm" />
            {t(up ? 'seconds.up' : 'seconds.down')}
          </Tag>
        </>
      }
      extra={
        settled ? (
          <Tag tone={RESULT_TONE[result]} solid>
            {t(`seconds.result.${result}`)}
          </Tag>
        ) : (
          <Countdown endAt={endAt} now={now} totalMs={durationSec * 1000} label={t('seconds.timeLeft')} onExpire={onExpire} />
        )
      }
    >
      <CardFields
        items={[
          { label: t('seconds.amount', { quote }), value: formatNumber(amount, 'amount', { locale, decimals: 2 }) },
          { label: t('seconds.duration'), value: t('seconds.seconds', { count: durationSec }) },
          { label: t('seconds.ratio'), value: formatNumber(profitRatio, 'percent', { locale, decimals: 0 }) },
          { label: t('seconds.openPrice'), value: price(openPrice) },
          { label: t('seconds.closePrice'), value: settled ? price(closePrice) : t('seconds.pending') },
          settled
            ? { label: t('seconds.profit', { quote }), value: <NumberText value={profit} decimals={2} colorBy="self" /> }
            : { label: t('seconds.expected', { quote }), value: <$Expected>{formatNumber(expected, 'amount', { locale, decimals: 2 })}</$Expected> },
        ]}
      />
    </Card>
  );
}

const $Expected = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
`;
