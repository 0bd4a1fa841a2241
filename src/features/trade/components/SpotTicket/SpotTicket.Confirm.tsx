import { useTranslation } from 'react-i18next';
import type { Market } from '@/api/market';
import type { SpotSide } from '@/api/schemas/trade';
import type { DecimalValue } from '@/lib/decimal';
import { ConfirmSummary } from '@/ui/ConfirmSummary';
import type { TradeFormat } from '../../format';

/** A market order as the confirm sheet shows it: worked out at the last price of the moment it opened. */
export interface SpotConfirmation {
  side: SpotSide;
  price: string;
  amount: string;
  total: DecimalValue | null;
  fee: DecimalValue | null;
}

export interface SpotConfirmSheetProps {
  /** The order to confirm; null: closed. */
  order: SpotConfirmation | null;
  onClose: () => void;
  onConfirm: () => void;
  submitting: boolean;
  market: Market;
  format: TradeFormat;
}

/**
 * A market order before it is sent: pair, side, the price now, amount, estimated total and fee, and that it fills
 * at the price when the server receives it. Confirm sends it once (it spins and ignores taps meanwhile).
 */
export function SpotConfirmSheet({ order, onClose, onConfirm, submitting, market, format: f }: SpotConfirmSheetProps) {
  const { t } = useTranslation('trade');
  const buying = order?.side !== 'sell';
  const { base, quote } = market;
  return (
    <ConfirmSummary.Sheet
      open={order !== null}
      onClose={onClose}
      title={t('confirm.title')}
      rows={
        order
          ? [
              { label: t('confirm.pair'), value: market.symbol },
              { label: t('spot.side'), value: t('spotOrders.sideTag', { side: t(buying ? 'side.buy' : 'side.sell'), arrow: buying ? '↑' : '↓' }) },
              { label: t('confirm.price'), value: t('confirm.marketAt', { price: f.price(order.price), quote }) },
              { label: t('spot.amount', { base }), value: `${f.amount(order.amount)} ${base}`, strong: true },
              { label: t('spot.estTotal', { quote }), value: `${f.money(order.total)} ${quote}` },
              { label: t('ticket.fee'), value: `${f.money(order.fee)} ${quote}` },
            ]
          : []
      }
      note={t('spot.confirmNote')}
      confirmLabel={t(buying ? 'spot.confirmBuy' : 'spot.confirmSell', { base })}
      confirmVariant={buying ? 'buy' : 'sell'}
      submitting={submitting}
      onConfirm={onConfirm}
    />
  );
}
