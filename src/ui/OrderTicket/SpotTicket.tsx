import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { spotAmountForPercent, spotPercentOf, spotProblem, spotQuote, type OrderType, type Side } from '@/lib/orderMath';
import { AmountInput } from '../AmountInput';
import { Button } from '../Button';
import { SegmentedControl } from '../SegmentedControl';
import { Line, Lines, PercentField, PriceField, TicketForm, TypeField, useTicketFormat, type TicketCommonProps } from './OrderTicketFields';

export interface SpotOrder {
  side: Side;
  type: OrderType;
  /** Limit price; absent for market orders. */
  price?: string;
  amount: string;
}

export interface SpotTicketProps extends TicketCommonProps {
  /** Only for `OrderTicket`, which picks the ticket by it. */
  kind?: 'spot';
  side: Side;
  onSideChange: (side: Side) => void;
  /** Free quote balance (spent when buying). */
  availableQuote: string;
  /** Free base balance (spent when selling). */
  availableBase: string;
  amountDecimals?: number;
  onSubmit: (order: SpotOrder) => void;
}

/**
 * The spot order form: buy/sell, limit/market, price, amount, a balance-share slider, available, total and
 * fee. Problems show after the first submit. Maths in `@/lib/orderMath` (Decimal).
 */
export function SpotTicket({
  base,
  quote,
  lastPrice,
  priceDecimals = 2,
  amountDecimals = 6,
  feeRate,
  side,
  onSideChange,
  availableQuote,
  availableBase,
  submitting,
  onSubmit,
  className,
}: SpotTicketProps) {
  const { t } = useTranslation('ui');
  const fmt = useTicketFormat();
  const [type, setType] = useState<OrderType>('limit');
  const [price, setPrice] = useState(lastPrice);
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const effectivePrice = type === 'market' ? lastPrice : price;
  const buying = side === 'buy';
  const available = buying ? availableQuote : availableBase;
  const { total, fee } = spotQuote({ price: effectivePrice, amount, feeRate });
  const problem = spotProblem({ side, type, price, amount, available, lastPrice });
  const percent = spotPercentOf({ side, amount, available, price: effectivePrice });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problem) return;
    onSubmit({ side, type, amount, ...(type === 'limit' ? { price } : {}) });
  };

  return (
    <TicketForm className={className} onSubmit={submit}>
      <SegmentedControl<Side>
        aria-label={t('orderTicket.side')}
        tone="trade"
        value={side}
        onChange={onSideChange}
        options={[
          { value: 'buy', label: t('orderTicket.buy') },
          { value: 'sell', label: t('orderTicket.sell') },
        ]}
      />
      <TypeField type={type} onChange={setType} />
      <PriceField
        type={type}
        value={price}
        onChange={setPrice}
        decimals={priceDecimals}
        unit={quote}
        error={tried && problem === 'priceRequired' ? t('orderTicket.error.priceRequired') : undefined}
      />
      <AmountInput
        label={t('orderTicket.amount')}
        value={amount}
        onChange={setAmount}
        decimals={amountDecimals}
        unit={base}
        error={tried && (problem === 'amountRequired' || problem === 'insufficient') ? t(`orderTicket.error.${problem}`) : undefined}
      />
      <PercentField
        value={percent}
        onChange={(p) => setAmount(spotAmountForPercent({ percent: p, side, available, price: effectivePrice, decimals: amountDecimals }))}
      />
      <Lines>
        <Line label={t('orderTicket.available')} value={`${fmt(available, 'amount', buying ? priceDecimals : amountDecimals)} ${buying ? quote : base}`} />
        <Line label={t('orderTicket.total')} value={`${fmt(total, 'amount', priceDecimals)} ${quote}`} />
        <Line label={t('orderTicket.fee')} value={`${fmt(fee, 'amount', priceDecimals)} ${quote}`} />
      </Lines>
      <Button type="submit" block size="lg" variant={side} loading={submitting}>
        {t(buying ? 'orderTicket.submit.buy' : 'orderTicket.submit.sell', { base })}
      </Button>
    </TicketForm>
  );
}
