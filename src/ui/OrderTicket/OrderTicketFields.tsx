/**
 * The parts the spot and contract tickets share (also reachable as `OrderTicket.Form`, `OrderTicket.Type`,
 * `OrderTicket.Price`, `OrderTicket.Percent`, `OrderTicket.Field`, `OrderTicket.Lines`, `OrderTicket.Line`,
 * `OrderTicket.LeverageWarning`). All maths lives in `@/lib/orderMath`.
 */
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '@/lib/format';
import type { DecimalValue } from '@/lib/decimal';
import { LEVERAGE_WARNING } from '@/lib/constants';
import type { OrderType } from '@/lib/orderMath';
import { useNumberLocale } from '../_shared';
import { AmountInput } from '../AmountInput';
import { Icon, TriangleAlert } from '../Icon';
import { SegmentedControl } from '../SegmentedControl';
import { Slider } from '../Slider';

/** Props both tickets take. */
export interface TicketCommonProps {
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

/** Formats a figure in the UI language's number style: `fmt(value, 'amount', 2)`. */
export function useTicketFormat() {
  const locale = useNumberLocale();
  return (v: DecimalValue | null | undefined, kind: 'price' | 'amount', decimals?: number) => formatNumber(v, kind, { locale, decimals });
}

/** The ticket's form, named "Order" for assistive technology; validation is the ticket's own. */
export function TicketForm({ className, onSubmit, children }: { className?: string; onSubmit: (e: FormEvent) => void; children: ReactNode }) {
  const { t } = useTranslation('ui');
  return (
    <$Form className={className} onSubmit={onSubmit} noValidate aria-label={t('orderTicket.label')}>
      {children}
    </$Form>
  );
}

/** Limit / market. */
export function TypeField({ type, onChange }: { type: OrderType; onChange: (t: OrderType) => void }) {
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

export interface PriceFieldProps {
  type: OrderType;
  value: string;
  onChange: (value: string) => void;
  decimals: number;
  unit: string;
  /** Error text, shown under a limit price. */
  error?: string;
}

/** The limit price input, or "Best market price" for a market order. */
export function PriceField({ type, value, onChange, decimals, unit, error }: PriceFieldProps) {
  const { t } = useTranslation('ui');
  if (type === 'limit')
    return <AmountInput label={t('orderTicket.price')} value={value} onChange={onChange} decimals={decimals} unit={unit} error={error} />;
  return (
    <$Market>
      <span>{t('orderTicket.price')}</span>
      <span>{t('orderTicket.marketPrice')}</span>
    </$Market>
  );
}

/** "Share of balance" 0–100 % with marks at the quarters. */
export function PercentField({ value, onChange, disabled }: { value: number; onChange: (percent: number) => void; disabled?: boolean }) {
  const { t } = useTranslation('ui');
  return <Slider label={t('orderTicket.percent')} value={value} onChange={onChange} marks={[0, 25, 50, 75, 100]} format={(v) => `${v}%`} disabled={disabled} />;
}

/** A control with a hint line and an error line under it (for controls without their own, e.g. a Stepper). */
export function Field({ children, hint, error }: { children: ReactNode; hint?: ReactNode; error?: ReactNode }) {
  return (
    <div>
      {children}
      {hint != null && <$Hint>{hint}</$Hint>}
      {error != null && error !== false && <$Error>{error}</$Error>}
    </div>
  );
}

/** A block-level error for the whole ticket, announced when it appears. */
export function TicketError({ children }: { children: ReactNode }) {
  return <$Error role="alert">{children}</$Error>;
}

/** A list of label/value lines (available, total, fee…). */
export function Lines({ children }: { children: ReactNode }) {
  return <$Lines>{children}</$Lines>;
}

export function Line({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <$Line data-strong={strong || undefined}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </$Line>
  );
}

/** The liquidation-risk warning shown above LEVERAGE_WARNING; text and icon, never colour alone. */
export function LeverageWarning() {
  const { t } = useTranslation('ui');
  return (
    <$Warning>
      <Icon icon={TriangleAlert} size="md" />
      <span>{t('orderTicket.leverageWarning', { max: LEVERAGE_WARNING })}</span>
    </$Warning>
  );
}

/** Two fields side by side that wrap to one column when narrow (take profit / stop loss). */
export function FieldPair({ children }: { children: ReactNode }) {
  return <$Pair>{children}</$Pair>;
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
  display: flex;
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
`;
