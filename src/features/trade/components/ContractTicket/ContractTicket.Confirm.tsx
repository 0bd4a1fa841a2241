import { useTranslation } from 'react-i18next';
import type { Market } from '@/api/market';
import { ConfirmSummary } from '@/ui/ConfirmSummary';
import { OrderTicket as Parts } from '@/ui/OrderTicket';
import { contractQuote, isHighLeverage } from '../../calc';
import type { TradeFormat } from '../../format';
import type { ContractValues } from './useContractTicket';

export interface ConfirmSheetProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  submitting: boolean;
  market: Market;
  values: ContractValues;
  /** The price the figures are worked out at (the last price when the sheet opened, or the limit price). */
  price: string;
  format: TradeFormat;
}

/** The order as it will be sent, with its figures; Confirm sends it once (it spins and ignores taps meanwhile). */
export function ConfirmSheet({ open, onClose, onConfirm, submitting, market, values: v, price, format: f }: ConfirmSheetProps) {
  const { t } = useTranslation('trade');
  const q = market.quote;
  const long = v.side === 'long';
  const quote = contractQuote({ side: v.side, kind: v.kind, lots: v.lots, price, leverage: v.leverage, spec: market });
  return (
    <ConfirmSummary.Sheet
      open={open}
      onClose={onClose}
      title={t('confirm.title')}
      rows={[
        { label: t('confirm.pair'), value: market.symbol },
        {
          label: t('ticket.direction'),
          value: t('confirm.directionValue', { side: t(long ? 'side.long' : 'side.short'), arrow: long ? '↑' : '↓', leverage: f.leverage(v.leverage) }),
        },
        { label: t('confirm.type'), value: t(v.kind === 'market' ? 'kind.market' : 'kind.limit') },
        {
          label: t('confirm.price'),
          value: v.kind === 'market' ? t('confirm.marketAt', { price: f.price(price), quote: q }) : `${f.price(price)} ${q}`,
        },
        { label: t('ticket.lots'), value: t('confirm.lotsValue', { lots: v.lots, quantity: f.quantity(quote.quantity), base: market.base }) },
        { label: t('ticket.entry'), value: `${f.price(quote.entry)} ${q}` },
        { label: t('ticket.margin'), value: `${f.money(quote.margin)} ${q}` },
        { label: t('ticket.fee'), value: `${f.money(quote.fee)} ${q}` },
        { label: t('ticket.liquidation'), value: `${f.price(quote.liquidation)} ${q}`, strong: true },
        v.takeProfit !== '' && { label: t('ticket.takeProfit'), value: `${f.price(v.takeProfit)} ${q}` },
        v.stopLoss !== '' && { label: t('ticket.stopLoss'), value: `${f.price(v.stopLoss)} ${q}` },
      ]}
      note={t('confirm.estimate')}
      confirmLabel={t(long ? 'confirm.long' : 'confirm.short')}
      confirmVariant={long ? 'buy' : 'sell'}
      submitting={submitting}
      onConfirm={onConfirm}
    >
      {isHighLeverage(v.leverage) && <Parts.LeverageWarning />}
    </ConfirmSummary.Sheet>
  );
}
