/**
 * The trade tickets' parts (reachable as `OrderTicket.Form`, `OrderTicket.Type`, `OrderTicket.Price`,
 * `OrderTicket.Field`, `OrderTicket.FieldPair`, `OrderTicket.Lines`, `OrderTicket.Line`, `OrderTicket.LeverageWarning`,
 * `OrderTicket.Error`). The tickets themselves, their state and their maths are the trade feature's (decision 59).
 */
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LEVERAGE_WARNING } from '@/lib/constants';
import { AmountInput } from '../AmountInput';
import { Icon, TriangleAlert } from '../Icon';
import { SegmentedControl } from '../SegmentedControl';

export type OrderType = 'market' | 'limit';

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
