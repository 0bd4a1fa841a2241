import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MicroOrder, MicroResult } from '@/api/schemas/trade';
import type { DecimalValue } from '@/lib/decimal';
import { formatNumber } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import { Card, CardFields } from '@/ui/Card';
import { CoinPair } from '@/ui/CoinPair';
import { Countdown } from '@/ui/Countdown';
import { ArrowDown, ArrowUp, Icon } from '@/ui/Icon';
import { NumberText } from '@/ui/NumberText';
import { Tag, type TagTone } from '@/ui/Tag';
import { useNumberLocale, type NowFn } from '@/ui/_shared';
import { msLeft, secondsPayout } from '../../calc';
import { ratioPercent } from '../../format';

export interface SecondsOrderCardProps {
  order: MicroOrder;
  /** The clock the countdown follows (a story freezes it). */
  now: NowFn;
  priceDecimals?: number;
}

const RESULT_TONE: Record<MicroResult, TagTone> = { win: 'up', flat: 'neutral', loss: 'down' };

/**
 * A seconds-contract order: pair and direction (word and arrow), a countdown to `endsAt` while open (written to
 * the DOM each tick, no render), "settling" once time is up, then the result (win / flat / loss) with the open
 * and close prices and the profit.
 */
export const SecondsOrderCard = memo(function SecondsOrderCard({ order: o, now, priceDecimals = 2 }: SecondsOrderCardProps) {
  const { t } = useTranslation('trade');
  const locale = useNumberLocale();
  const [expired, setExpired] = useState(() => msLeft(o.endsAt, now()) === 0);
  const [base = '', quote = ''] = o.symbol.split('/');
  const up = o.direction === 'up';
  const settled = o.result !== null;
  const money = (v: DecimalValue | null | undefined) => formatNumber(v, 'balance', { locale });
  const price = (v: string | null | undefined) => formatNumber(v, 'price', { locale, decimals: priceDecimals });
  return (
    <Card
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
          <Tag tone={RESULT_TONE[o.result!]} solid>
            {t(`seconds.result.${o.result!}`)}
          </Tag>
        ) : expired ? (
          <$Settling role="status">{t('seconds.settling')}</$Settling>
        ) : (
          <Countdown endAt={o.endsAt} now={now} totalMs={o.seconds * 1000} label={t('seconds.timeLeft')} onExpire={() => setExpired(true)} />
        )
      }
    >
      <CardFields
        items={[
          { label: t('seconds.stake', { currency: o.currency }), value: money(o.amount) },
          { label: t('seconds.duration'), value: t('seconds.durationValue', { count: o.seconds }) },
          { label: t('seconds.ratio'), value: ratioPercent(o.profitRatio, locale) },
          { label: t('seconds.openPrice'), value: price(o.openPrice) },
          { label: t('seconds.closePrice'), value: o.endPrice ? price(o.endPrice) : t('seconds.pending') },
          settled
            ? { label: t('seconds.profit', { currency: o.currency }), value: <NumberText value={o.profit} kind="balance" colorBy="self" /> }
            : { label: t('seconds.payout', { currency: o.currency }), value: money(secondsPayout(o.amount, o.profitRatio)) },
          { label: t('seconds.placed'), value: formatDateTime(o.createdAt, locale) },
        ]}
      />
    </Card>
  );
});

const $Settling = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
