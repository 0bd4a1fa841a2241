import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toDec } from '@/lib/decimal';
import { contractQuote, isHighLeverage, lotsProblem, tpSlProblems, type Direction, type OrderType, type TpSlProblem } from '@/lib/orderMath';
import { AmountInput } from '../AmountInput';
import { Button } from '../Button';
import { LazyDialog } from '../LazyOverlay';
import { SegmentedControl } from '../SegmentedControl';
import { Slider } from '../Slider';
import { Stepper } from '../Stepper';
import {
  Field,
  FieldPair,
  LeverageWarning,
  Line,
  Lines,
  PriceField,
  TicketError,
  TicketForm,
  TypeField,
  useTicketFormat,
  type TicketCommonProps,
} from './OrderTicketFields';

export interface ContractOrder {
  direction: Direction;
  type: OrderType;
  price?: string;
  lots: string;
  leverage: number;
  takeProfit?: string;
  stopLoss?: string;
}

export interface ContractTicketProps extends TicketCommonProps {
  /** Only for `OrderTicket`, which picks the ticket by it. */
  kind?: 'contract';
  /** Free margin balance (quote). */
  available: string;
  /** Base units per lot (e.g. "0.01" BTC). */
  lotSize: string;
  minLots: number;
  maxLots: number;
  maxLeverage?: number;
  defaultLeverage?: number;
  /** Maintenance-margin rate for the liquidation estimate, e.g. "0.005". */
  maintenanceRate: string;
  /** Called after the user confirms the summary (with the liquidation estimate). */
  onSubmit: (order: ContractOrder) => void;
}

/**
 * The contract order form: long/short, limit/market, lots (min–max), leverage 1–max× with a
 * liquidation-risk warning above LEVERAGE_WARNING, optional take-profit/stop-loss, margin, fee and the
 * estimated liquidation price (decision 21), confirmed in a summary dialog. Maths in `@/lib/orderMath`.
 */
export function ContractTicket({
  base,
  quote,
  lastPrice,
  priceDecimals = 2,
  feeRate,
  available,
  lotSize,
  minLots,
  maxLots,
  maxLeverage = 100,
  defaultLeverage = 10,
  maintenanceRate,
  submitting,
  onSubmit,
  className,
}: ContractTicketProps) {
  const { t } = useTranslation('ui');
  const fmt = useTicketFormat();
  const [direction, setDirection] = useState<Direction>('long');
  const [type, setType] = useState<OrderType>('market');
  const [price, setPrice] = useState(lastPrice);
  const [lots, setLots] = useState(String(minLots));
  const [leverage, setLeverage] = useState(Math.min(defaultLeverage, maxLeverage));
  const [takeProfit, setTakeProfit] = useState('');
  const [stopLoss, setStopLoss] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const entry = type === 'market' ? lastPrice : price;
  const q = contractQuote({ direction, lots, lotSize, price: entry, leverage, feeRate, maintenanceRate, available });
  const tpsl = tpSlProblems({ direction, entry, takeProfit, stopLoss, liquidation: q.liquidation });
  const lotsIssue = lotsProblem(lots, minLots, maxLots);
  const priceIssue = type === 'limit' && !(toDec(price)?.gt(0) ?? false);
  const blocked = Boolean(lotsIssue || priceIssue || q.insufficient || tpsl.takeProfit || tpsl.stopLoss);
  const high = isHighLeverage(leverage);
  const long = direction === 'long';

  const tpslText = (p: TpSlProblem | null) =>
    p === 'tpSide'
      ? t(long ? 'orderTicket.error.tpAbove' : 'orderTicket.error.tpBelow')
      : p === 'slSide'
        ? t(long ? 'orderTicket.error.slBelow' : 'orderTicket.error.slAbove')
        : p === 'slBeyondLiquidation'
          ? t('orderTicket.error.slBeyondLiquidation')
          : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!blocked) setConfirming(true);
  };
  const confirm = () => {
    setConfirming(false);
    onSubmit({
      direction,
      type,
      lots,
      leverage,
      ...(type === 'limit' ? { price } : {}),
      ...(takeProfit ? { takeProfit } : {}),
      ...(stopLoss ? { stopLoss } : {}),
    });
  };

  const summary = (
    <Lines>
      <Line label={t('orderTicket.margin')} value={`${fmt(q.margin, 'amount', priceDecimals)} ${quote}`} />
      <Line label={t('orderTicket.fee')} value={`${fmt(q.fee, 'amount', priceDecimals)} ${quote}`} />
      <Line label={t('orderTicket.liquidation')} value={`${fmt(q.liquidation, 'price', priceDecimals)} ${quote}`} strong />
    </Lines>
  );

  return (
    <TicketForm className={className} onSubmit={submit}>
      <SegmentedControl<Direction>
        aria-label={t('orderTicket.direction')}
        tone="trade"
        value={direction}
        onChange={setDirection}
        options={[
          { value: 'long', label: t('orderTicket.long') },
          { value: 'short', label: t('orderTicket.short') },
        ]}
      />
      <TypeField type={type} onChange={setType} />
      <PriceField
        type={type}
        value={price}
        onChange={setPrice}
        decimals={priceDecimals}
        unit={quote}
        error={tried && priceIssue ? t('orderTicket.error.priceRequired') : undefined}
      />
      <Field
        hint={t('orderTicket.lotsHint', { min: minLots, max: maxLots, size: lotSize, base })}
        error={tried && lotsIssue ? t(`orderTicket.error.${lotsIssue}`, { min: minLots, max: maxLots }) : undefined}
      >
        <Stepper label={t('orderTicket.lots')} value={lots} onChange={setLots} min={String(minLots)} max={String(maxLots)} unit={t('orderTicket.lotsUnit')} />
      </Field>
      <Slider
        label={t('orderTicket.leverage')}
        value={leverage}
        onChange={setLeverage}
        min={1}
        max={maxLeverage}
        marks={[1, 25, 50, 75, maxLeverage].filter((m, i, a) => m <= maxLeverage && a.indexOf(m) === i)}
        format={(v) => `${v}×`}
      />
      {/* the live region is always there, so the warning is announced when it appears */}
      <div role="status">{high && <LeverageWarning />}</div>
      <FieldPair>
        <AmountInput
          label={t('orderTicket.takeProfit')}
          placeholder={t('orderTicket.optional')}
          value={takeProfit}
          onChange={setTakeProfit}
          decimals={priceDecimals}
          error={tpslText(tpsl.takeProfit)}
        />
        <AmountInput
          label={t('orderTicket.stopLoss')}
          placeholder={t('orderTicket.optional')}
          value={stopLoss}
          onChange={setStopLoss}
          decimals={priceDecimals}
          error={tpslText(tpsl.stopLoss)}
        />
      </FieldPair>
      <Lines>
        <Line label={t('orderTicket.available')} value={`${fmt(available, 'amount', priceDecimals)} ${quote}`} />
      </Lines>
      {summary}
      {tried && q.insufficient && <TicketError>{t('orderTicket.error.insufficient')}</TicketError>}
      <Button type="submit" block size="lg" variant={long ? 'buy' : 'sell'} loading={submitting}>
        {t(long ? 'orderTicket.submit.long' : 'orderTicket.submit.short')}
      </Button>
      <LazyDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('orderTicket.confirmTitle')}
        actions={
          <>
            <Button variant="secondary" block onClick={() => setConfirming(false)}>
              {t('dialog.cancel')}
            </Button>
            <Button variant={long ? 'buy' : 'sell'} block onClick={confirm}>
              {t('dialog.confirm')}
            </Button>
          </>
        }
      >
        <Lines>
          <Line label={t('orderTicket.direction')} value={`${t(long ? 'orderTicket.long' : 'orderTicket.short')} · ${leverage}×`} />
          <Line label={t('orderTicket.price')} value={type === 'market' ? t('orderTicket.marketPrice') : `${fmt(price, 'price', priceDecimals)} ${quote}`} />
          <Line label={t('orderTicket.lots')} value={lots} />
        </Lines>
        {summary}
        {high && <LeverageWarning />}
      </LazyDialog>
    </TicketForm>
  );
}
