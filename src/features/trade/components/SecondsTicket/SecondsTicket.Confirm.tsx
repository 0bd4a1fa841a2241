import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MicroDirection, PayCurrency, SecondsOption } from '@/api/schemas/trade';
import { formatNumber } from '@/lib/format';
import { toDec } from '@/lib/decimal';
import { LazyBottomSheet } from '@/ui/LazyOverlay';
import { Button } from '@/ui/Button';
import { OrderTicket as Parts } from '@/ui/OrderTicket';
import { useNumberLocale } from '@/ui/_shared';
import { secondsPayout } from '../../calc';
import { ratioPercent } from '../../format';

export interface SecondsConfirmProps {
  /** The direction asked for; the sheet is open while there is one. */
  direction: MicroDirection | null;
  onClose: () => void;
  onConfirm: () => void;
  submitting: boolean;
  symbol: string;
  currency: PayCurrency | undefined;
  option: SecondsOption | undefined;
  amount: string;
}

/** The bet before it is placed: pair, direction, stake, fee, duration, profit ratio and what a win pays. */
export function SecondsConfirm({ direction, onClose, onConfirm, submitting, symbol, currency, option, amount }: SecondsConfirmProps) {
  const { t } = useTranslation('trade');
  const locale = useNumberLocale();
  const up = direction === 'up';
  const name = currency?.name ?? '';
  const money = (v: unknown) => `${formatNumber(toDec(v), 'amount', { locale, decimals: 2 })} ${name}`;
  const stake = toDec(amount);
  const fee = stake && toDec(currency?.feeRate) ? stake.times(currency!.feeRate) : null;
  const payout = secondsPayout(amount, option?.profitRatio);
  return (
    <LazyBottomSheet
      open={direction !== null}
      onClose={onClose}
      title={t('seconds.confirmTitle')}
      footer={
        <$Actions>
          <Button variant="secondary" block onClick={onClose}>
            {t('confirm.cancel')}
          </Button>
          <Button variant={up ? 'buy' : 'sell'} block loading={submitting} onClick={onConfirm}>
            {t(up ? 'seconds.confirmUp' : 'seconds.confirmDown')}
          </Button>
        </$Actions>
      }
    >
      <$Body>
        <Parts.Lines>
          <Parts.Line label={t('confirm.pair')} value={symbol} />
          <Parts.Line label={t('seconds.direction')} value={t(up ? 'seconds.upValue' : 'seconds.downValue')} />
          <Parts.Line label={t('seconds.stake', { currency: name })} value={money(amount)} />
          {fee && fee.gt(0) && <Parts.Line label={t('ticket.fee')} value={money(fee)} />}
          <Parts.Line label={t('seconds.duration')} value={t('seconds.durationValue', { count: option?.seconds ?? 0 })} />
          <Parts.Line label={t('seconds.ratio')} value={ratioPercent(option?.profitRatio, locale)} />
          <Parts.Line strong label={t('seconds.payout', { currency: name })} value={money(payout)} />
        </Parts.Lines>
        <$Fine>{t('seconds.rules')}</$Fine>
      </$Body>
    </LazyBottomSheet>
  );
}

const $Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['4']};
`;

const $Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space['3']};
`;

const $Fine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;
