import { useTranslation } from 'react-i18next';
import type { MicroDirection, PayCurrency, SecondsOption } from '@/api/schemas/trade';
import { formatNumber } from '@/lib/format';
import { toDec } from '@/lib/decimal';
import { ConfirmSummary } from '@/ui/ConfirmSummary';
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
  const money = (v: unknown) => `${formatNumber(toDec(v), 'balance', { locale })} ${name}`;
  const stake = toDec(amount);
  const fee = stake && toDec(currency?.feeRate) ? stake.times(currency!.feeRate) : null;
  return (
    <ConfirmSummary.Sheet
      open={direction !== null}
      onClose={onClose}
      title={t('seconds.confirmTitle')}
      rows={[
        { label: t('confirm.pair'), value: symbol },
        { label: t('seconds.direction'), value: t(up ? 'seconds.upValue' : 'seconds.downValue') },
        { label: t('seconds.stake', { currency: name }), value: money(amount) },
        fee !== null && fee.gt(0) && { label: t('ticket.fee'), value: money(fee) },
        { label: t('seconds.duration'), value: t('seconds.durationValue', { count: option?.seconds ?? 0 }) },
        { label: t('seconds.ratio'), value: ratioPercent(option?.profitRatio, locale) },
        { label: t('seconds.payout', { currency: name }), value: money(secondsPayout(amount, option?.profitRatio)), strong: true },
      ]}
      note={t('seconds.rules')}
      confirmLabel={t(up ? 'seconds.confirmUp' : 'seconds.confirmDown')}
      confirmVariant={up ? 'buy' : 'sell'}
      submitting={submitting}
      onConfirm={onConfirm}
    />
  );
}
