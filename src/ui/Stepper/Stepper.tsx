import { useId, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { toDec } from '@/lib/decimal';
import { visuallyHidden } from '../_shared';
import { acceptAmount } from '../AmountInput';
import { Minus, Plus } from '../Icon';
import { IconButton } from '../IconButton';
import { canStep, clampStep, stepBy } from './stepper';

export interface StepperProps {
  /** The value as a decimal string. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  step?: string;
  /** Fraction digits allowed (default 0: whole numbers, e.g. lots). */
  decimals?: number;
  /** Visible label (required for the spinbutton's name). */
  label: ReactNode;
  hideLabel?: boolean;
  /** Unit after the value, e.g. "lots". */
  unit?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * − value + (APG spinbutton): typed text is checked like an AmountInput, clamped into [min, max] on blur;
 * the buttons and ArrowUp/ArrowDown step with Decimal maths (0.1 + 0.2 is 0.3), Home/End jump to min/max.
 */
export function Stepper({ value, onChange, min, max, step = '1', decimals = 0, label, hideLabel = false, unit, disabled, className }: StepperProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const bounds = { min, max, step, decimals };
  const change = (dir: 1 | -1) => onChange(stepBy(value, dir, bounds));
  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const next = acceptAmount(e.target.value, decimals);
    if (next === null) {
      e.target.value = value;
      return;
    }
    onChange(next);
  };
  const onBlur = () => {
    if (value === '') return;
    const clamped = clampStep(value, bounds);
    if (clamped !== null && clamped !== value) onChange(clamped);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowUp: () => change(1),
      ArrowDown: () => change(-1),
      Home: () => min != null && onChange(clampStep(min, bounds)!),
      End: () => max != null && onChange(clampStep(max, bounds)!),
    };
    const action = keys[e.key];
    if (!action) return;
    e.preventDefault();
    action();
  };
  const now = toDec(value);
  return (
    <$Field className={className}>
      <$Label htmlFor={id} data-hidden={hideLabel || undefined}>
        {label}
      </$Label>
      <$Box data-disabled={disabled || undefined}>
        <IconButton
          icon={Minus}
          iconSize="md"
          aria-label={t('stepper.decrease')}
          aria-controls={id}
          throttleMs={0}
          disabled={disabled || !canStep(value, -1, bounds)}
          onClick={() => change(-1)}
        />
        <$Input
          id={id}
          role="spinbutton"
          type="text"
          inputMode={decimals > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={value}
          disabled={disabled}
          aria-valuenow={now ? now.toNumber() : undefined}
          aria-valuemin={toDec(min)?.toNumber()}
          aria-valuemax={toDec(max)?.toNumber()}
          aria-valuetext={unit && value !== '' ? `${value} ${unit}` : undefined}
          onChange={handleChange}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
        />
        {unit && <$Unit aria-hidden="true">{unit}</$Unit>}
        <IconButton
          icon={Plus}
          iconSize="md"
          aria-label={t('stepper.increase')}
          aria-controls={id}
          throttleMs={0}
          disabled={disabled || !canStep(value, 1, bounds)}
          onClick={() => change(1)}
        />
      </$Box>
    </$Field>
  );
}

const $Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
`;

const $Label = styled.label`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  &[data-hidden] {
    ${visuallyHidden}
  }
`;

const $Box = styled.div`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.input};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgInput};
  color: ${({ theme }) => theme.color.textPrimary};
  &:focus-within {
    border-color: ${({ theme }) => theme.color.focus};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.textTertiary};
    background: ${({ theme }) => theme.color.bgSurface};
  }
`;

const $Input = styled.input`
  flex: 1 1 auto;
  min-width: 0;
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-variant-numeric: tabular-nums;
  text-align: center;
  outline: none;
`;

const $Unit = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
