import type Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MicroOrder, MicroResult } from '@/api/schemas/trade';
import { toDec, type DecimalValue } from '@/lib/decimal';
import { formatNumber } from '@/lib/format';
import { Button } from '@/ui/Button';
import { CoinPair } from '@/ui/CoinPair';
import { ConfirmSummary } from '@/ui/ConfirmSummary';
import { ArrowDown, ArrowUp, Icon } from '@/ui/Icon';
import { LazyBottomSheet } from '@/ui/LazyOverlay';
import { NumberText } from '@/ui/NumberText';
import { Tag, type TagTone } from '@/ui/Tag';
import { useNumberLocale } from '@/ui/_shared';

export interface SecondsResultProps {
  /** The settled bets to show, oldest first; the sheet is open while there is one. */
  orders: readonly MicroOrder[];
  /** OK, ×, Escape or Back: the results have been seen. */
  onClose: () => void;
  /** A pair's price decimals (2 when not given). */
  priceDecimals?: (symbol: string) => number | undefined;
  /** Where "All contracts" leads (the seconds orders); no link without it. */
  historyTo?: string;
}

const RESULT_TONE: Record<MicroResult, TagTone> = { win: 'up', flat: 'neutral', loss: 'down' };

/** What a settled bet paid back into the balance: stake + profit on a win, the stake when flat, nothing on a loss. */
export function secondsReturned(o: Pick<MicroOrder, 'amount' | 'profit' | 'result'>): Decimal | null {
  const stake = toDec(o.amount);
  if (!stake || o.result === null) return null;
  if (o.result === 'loss') return stake.times(0);
  return o.result === 'win' ? stake.plus(toDec(o.profit) ?? 0) : stake;
}

/**
 * The result of settled seconds bets, as they settle: one sheet, each bet with its pair, direction and result
 * (word, arrow and colour), stake, open and close prices, profit and what was paid back. Several settling together
 * share the sheet; OK closes it.
 */
export function SecondsResult({ orders, onClose, priceDecimals, historyTo }: SecondsResultProps) {
  const { t } = useTranslation('trade');
  return (
    <LazyBottomSheet
      open={orders.length > 0}
      onClose={onClose}
      title={t('seconds.resultTitle', { count: orders.length })}
      footer={
        <$Actions>
          {historyTo && <$History to={historyTo}>{t('seconds.allOrders')}</$History>}
          <Button variant="primary" size="lg" block onClick={onClose}>
            {t('seconds.resultOk')}
          </Button>
        </$Actions>
      }
    >
      <$List>
        {orders.map((o) => (
          <SettledBet key={o.id} order={o} decimals={priceDecimals?.(o.symbol) ?? 2} />
        ))}
      </$List>
    </LazyBottomSheet>
  );
}

function SettledBet({ order: o, decimals }: { order: MicroOrder; decimals: number }) {
  const { t } = useTranslation('trade');
  const locale = useNumberLocale();
  const [base = '', quote = ''] = o.symbol.split('/');
  const up = o.direction === 'up';
  const result = o.result ?? 'flat';
  const money = (v: DecimalValue | null | undefined) => `${formatNumber(v, 'balance', { locale })} ${o.currency}`;
  const price = (v: DecimalValue | null | undefined) => formatNumber(v, 'price', { locale, decimals });
  const profit = formatNumber(toDec(o.profit)?.abs(), 'balance', { locale });
  return (
    <$Bet>
      <$Head>
        <CoinPair base={base} quote={quote} size="sm" />
        <Tag tone={up ? 'up' : 'down'}>
          <Icon icon={up ? ArrowUp : ArrowDown} size="sm" />
          {t(up ? 'seconds.up' : 'seconds.down')}
        </Tag>
        <Tag tone={RESULT_TONE[result]} solid>
          {t(`seconds.result.${result}`)}
        </Tag>
      </$Head>
      <$Headline>{t(`seconds.settled.${result}`, { symbol: o.symbol, profit, currency: o.currency })}</$Headline>
      <ConfirmSummary.Lines>
        <ConfirmSummary.Line label={t('seconds.stake', { currency: o.currency })} value={money(o.amount)} />
        <ConfirmSummary.Line label={t('seconds.openPrice')} value={price(o.openPrice)} />
        <ConfirmSummary.Line label={t('seconds.closePrice')} value={price(o.endPrice)} />
        <ConfirmSummary.Line
          label={t('seconds.profit', { currency: o.currency })}
          value={<NumberText value={o.profit} kind="balance" colorBy="self" />}
        />
        <ConfirmSummary.Line label={t('seconds.paidBack', { currency: o.currency })} value={money(secondsReturned(o))} strong />
      </ConfirmSummary.Lines>
    </$Bet>
  );
}

const $List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['4']};
`;

const $Bet = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['2']};
  & + & {
    padding-top: ${({ theme }) => theme.space['4']};
    border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  }
`;

const $Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
`;

const $Headline = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const $Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['3']};
`;

const $History = styled(Link)`
  display: inline-flex;
  flex: 1 1 0;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.size.touch};
  color: ${({ theme }) => theme.color.link};
  font-size: ${({ theme }) => theme.font.size.md};
  text-decoration: none;
  text-align: center;
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;
