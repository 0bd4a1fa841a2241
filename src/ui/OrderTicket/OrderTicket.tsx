import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '@/lib/format';
import { toDec, type DecimalValue } from '@/lib/decimal';
import { LEVERAGE_WARNING } from '@/lib/constants';
import { useNumberLocale } from '../_shared';
import { AmountInput } from '../AmountInput';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Icon, TriangleAlert } from '../Icon';
import { SegmentedControl } from '../SegmentedControl';
import { Slider } from '../Slider';
import { Stepper } from '../Stepper';
import {
  contractQuote,
  isHighLeverage,
  lotsProblem,
  spotAmountForPercent,
  spotPercentOf,
  spotProblem,
  spotTotal,
  tpSlProblems,
  type Direction,
  type OrderType,
  type Side,
} from './orderTicket.math';

export interface SpotOrder {
  side: Side;
  type: OrderType;
  /** Limit price; absent for market orders. */
  price?: string;
  amount: string;
}

export interface ContractOrder {
  direction: Direction;
  type: OrderType;
  price?: string;
  lots: string;
  leverage: number;
  takeProfit?: string;
  stopLoss?: string;
}

interface CommonProps {
  base: string;
  quote: string;
  /** Last traded price (used for market orders and as the limit price's start). */
  lastPrice: string;
  priceDecimals?: number;
  /** Opening fee rate, e.g. "0.001" = 0.1 %. */
  feeRate: string;
  /** The order is being sent: the button shows a spinner. */
  submitting?: boolean;
  className?: string;
}

export interface SpotTicketProps extends CommonProps {
  kind: 'spot';
  side: Side;
  onSideChange: (side: Side) => void;
  /** Free quote balance (spent when buying). */
  availableQuote: string;
  /** Free base balance (spent when selling). */
  availableBase: string;
  amountDecimals?: number;
  onSubmit: (order: SpotOrder) => void;
}

export interface ContractTicketProps extends CommonProps {
  kind: 'contract';
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

export type OrderTicketProps = SpotTicketProps | ContractTicketProps;

/**
 * The order form. Spot: buy/sell, market/limit, price, amount, a balance-share slider, total and fee.
 * Contract: long/short, market/limit, lots (min–max), leverage 1–max× with a liquidation-risk warning
 * above LEVERAGE_WARNING, optional take-profit/stop-loss, margin, fee and the estimated liquidation price,
 * confirmed in a summary dialog. All maths in `orderTicket.math.ts` (Decimal).
 */
export function OrderTicket(props: OrderTicketProps) {
  return props.kind === 'spot' ? <SpotTicket {...props} /> : <ContractTicket {...props} />;
}

function useFmt() {
  const locale = useNumberLocale();
  return (v: DecimalValue | null | undefined, kind: 'price' | 'amount', decimals?: number) => formatNumber(v, kind, { locale, decimals });
}

function SpotTicket({
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
  const fmt = useFmt();
  const [type, setType] = useState<OrderType>('limit');
  const [price, setPrice] = useState(lastPrice);
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const effectivePrice = type === 'market' ? lastPrice : price;
  const available = side === 'buy' ? availableQuote : availableBase;
  const total = spotTotal(effectivePrice, amount);
  const fee = total ? total.times(feeRate) : null;
  const problem = spotProblem({ side, type, price, amount, available, lastPrice });
  const percent = spotPercentOf({ side, amount, available, price: effectivePrice });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problem) return;
    onSubmit({ side, type, amount, ...(type === 'limit' ? { price } : {}) });
  };

  return (
    <$Form className={className} onSubmit={submit} noValidate aria-label={t('orderTicket.label')}>
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
      <TypeControl type={type} onChange={setType} />
      {type === 'limit' ? (
        <AmountInput
          label={t('orderTicket.price')}
          value={price}
          onChange={setPrice}
          decimals={priceDecimals}
          unit={quote}
          error={tried && problem === 'priceRequired' ? t('orderTicket.error.priceRequired') : undefined}
        />
      ) : (
        <$Market>
          <span>{t('orderTicket.price')}</span>
          <span>{t('orderTicket.marketPrice')}</span>
        </$Market>
      )}
      <AmountInput
        label={t('orderTicket.amount')}
        value={amount}
        onChange={setAmount}
        decimals={amountDecimals}
        unit={base}
        error={
          tried && (problem === 'amountRequired' || problem === 'insufficient') ? t(`orderTicket.error.${problem}`) : undefined
        }
      />
      <Slider
        label={t('orderTicket.percent')}
        value={percent}
        onChange={(p) => setAmount(spotAmountForPercent({ percent: p, side, available, price: effectivePrice, decimals: amountDecimals }))}
        marks={[0, 25, 50, 75, 100]}
        format={(v) => `${v}%`}
      />
      <$Lines>
        <Line label={t('orderTicket.available')} value={`${fmt(available, 'amount', side === 'buy' ? priceDecimals : amountDecimals)} ${side === 'buy' ? quote : base}`} />
        <Line label={t('orderTicket.total')} value={`${fmt(total, 'amount', priceDecimals)} ${quote}`} />
        <Line label={t('orderTicket.fee')} value={`${fmt(fee, 'amount', priceDecimals)} ${quote}`} />
      </$Lines>
      <Button type="submit" block size="lg" variant={side} loading={submitting}>
        {t(side === 'buy' ? 'orderTicket.submit.buy' : 'orderTicket.submit.sell', { base })}
      </Button>
    </$Form>
  );
}

function ContractTicket({
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
  const fmt = useFmt();
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

  const tpslText = (p: string | null) =>
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
    <$Lines>
      <Line label={t('orderTicket.margin')} value={`${fmt(q.margin, 'amount', priceDecimals)} ${quote}`} />
      <Line label={t('orderTicket.fee')} value={`${fmt(q.fee, 'amount', priceDecimals)} ${quote}`} />
      <Line label={t('orderTicket.liquidation')} value={`${fmt(q.liquidation, 'price', priceDecimals)} ${quote}`} strong />
    </$Lines>
  );

  return (
    <$Form className={className} onSubmit={submit} noValidate aria-label={t('orderTicket.label')}>
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
      <TypeControl type={type} onChange={setType} />
      {type === 'limit' ? (
        <AmountInput
          label={t('orderTicket.price')}
          value={price}
          onChange={setPrice}
          decimals={priceDecimals}
          unit={quote}
          error={tried && priceIssue ? t('orderTicket.error.priceRequired') : undefined}
        />
      ) : (
        <$Market>
          <span>{t('orderTicket.price')}</span>
          <span>{t('orderTicket.marketPrice')}</span>
        </$Market>
      )}
      <div>
        <Stepper label={t('orderTicket.lots')} value={lots} onChange={setLots} min={String(minLots)} max={String(maxLots)} unit={t('orderTicket.lotsUnit')} />
        <$Hint>{t('orderTicket.lotsHint', { min: minLots, max: maxLots, size: lotSize, base })}</$Hint>
        {tried && lotsIssue && <$Error>{t(`orderTicket.error.${lotsIssue}`, { min: minLots, max: maxLots })}</$Error>}
      </div>
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
      <div role="status">
        {high && (
          <$Warning data-visible>
            <Icon icon={TriangleAlert} size="md" />
            <span>{t('orderTicket.leverageWarning', { max: LEVERAGE_WARNING })}</span>
          </$Warning>
        )}
      </div>
      <$Pair>
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
      </$Pair>
      <$Lines>
        <Line label={t('orderTicket.available')} value={`${fmt(available, 'amount', priceDecimals)} ${quote}`} />
      </$Lines>
      {summary}
      {tried && q.insufficient && <$Error role="alert">{t('orderTicket.error.insufficient')}</$Error>}
      <Button type="submit" block size="lg" variant={long ? 'buy' : 'sell'} loading={submitting}>
        {t(long ? 'orderTicket.submit.long' : 'orderTicket.submit.short')}
      </Button>
      <Dialog
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
        <$Lines>
          <Line label={t('orderTicket.direction')} value={`${t(long ? 'orderTicket.long' : 'orderTicket.short')} · ${leverage}×`} />
          <Line label={t('orderTicket.price')} value={type === 'market' ? t('orderTicket.marketPrice') : `${fmt(price, 'price', priceDecimals)} ${quote}`} />
          <Line label={t('orderTicket.lots')} value={lots} />
        </$Lines>
        {summary}
        {high && (
          <$Warning data-visible>
            <Icon icon={TriangleAlert} size="md" />
            <span>{t('orderTicket.leverageWarning', { max: LEVERAGE_WARNING })}</span>
          </$Warning>
        )}
      </Dialog>
    </$Form>
  );
}

function TypeControl({ type, onChange }: { type: OrderType; onChange: (t: OrderType) => void }) {
  const { t } = useTranslation('ui');
  return (
    <SegmentedControl<OrderType>
      aria-label={t('orderTicket.type')}
      value={type}
      onChange={onChange}
      options={[
        { value: 'limit', label: t('orderTicket.limit') },
        { value: 'market', label: t('orderTicket.market') },
      ]}
    />
  );
}

function Line({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <$Line data-strong={strong || undefined}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </$Line>
  );
}

const $Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['3']};
`;

const $Market = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
  min-height: ${({ theme }) => theme.size.input};
  padding: 0 ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgInput};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
`;

const $Lines = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  margin: 0;
`;

const $Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  column-gap: ${({ theme }) => theme.space['2']};
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    color: ${({ theme }) => theme.color.textTertiary};
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.textPrimary};
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
  &[data-strong] dd {
    color: ${({ theme }) => theme.color.warning};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const $Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: ${({ theme }) => theme.space['2']};
`;

const $Hint = styled.p`
  margin: ${({ theme }) => theme.space['1']} 0 0;
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
  overflow-wrap: anywhere;
`;

const $Error = styled.p`
  margin: ${({ theme }) => theme.space['1']} 0 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const $Warning = styled.p`
  display: none;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space['2']};
  margin: 0;
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['3']};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
  svg {
    color: ${({ theme }) => theme.color.warning};
  }
  &[data-visible] {
    display: flex;
  }
`;
