import { forwardRef, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dec, clampDecimals, toDec } from '@/lib/decimal';
import { buttonReset } from '../_shared';
import { TextField, type TextFieldProps } from '../TextField';
import { acceptAmount } from './amount';

export interface AmountInputProps
  extends Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'suffix' | 'step' | 'max' | 'min'> {
  /** The amount as typed (a string, never a float). */
  value: string;
  onChange: (value: string) => void;
  /** Fraction digits allowed (default 8; 0 = whole numbers). */
  decimals?: number;
  /** Arrow-key step (as a decimal string). */
  step?: string;
  /** Minimum for the arrow keys (default 0). */
  min?: string;
  /** Maximum available; shows a "Max" button that fills it in. */
  max?: string | null;
  /** Unit after the number (e.g. "USDT"). */
  unit?: ReactNode;
  /** Replaces the unit/Max area entirely. */
  suffix?: ReactNode;
}

/**
 * A decimal amount field. It refuses (keeps the last valid value on) exponents, signs, letters, too many
 * decimals and pasted garbage; never turns the text into a float.
 */
export const AmountInput = forwardRef<HTMLInputElement, AmountInputProps>(function AmountInput(
  { value, onChange, decimals = 8, step, min = '0', max, unit, suffix, onKeyDown, ...rest },
  ref,
) {
  const { t } = useTranslation('ui');
  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const next = acceptAmount(e.target.value, decimals);
    if (next === null) {
      // controlled: React puts the last valid value back; make sure it does even if the parent does not re-render
      e.target.value = value;
      return;
    }
    onChange(next);
  };
  const nudge = (direction: 1 | -1) => {
    const s = toDec(step);
    if (!s) return;
    let next = (toDec(value) ?? new Dec(0)).plus(s.times(direction));
    const lo = toDec(min);
    const hi = toDec(max);
    if (lo && next.lt(lo)) next = lo;
    if (hi && next.gt(hi)) next = hi;
    onChange(next.toFixed(Math.max(0, decimals), Dec.ROUND_DOWN).replace(/\.?0+$/, (m) => (m.includes('.') ? '' : m)));
  };
  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented || !step) return;
    if (e.key === 'ArrowUp') {
      e.preventDefault();
      nudge(1);
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      nudge(-1);
    }
  };
  const fillMax = () => {
    const m = toDec(max);
    if (m) onChange(clampDecimals(m.toFixed(), decimals));
  };
  const tail =
    suffix ??
    (unit != null || max != null ? (
      <$Tail>
        {unit != null && <$Unit>{unit}</$Unit>}
        {max != null && (
          <$Max type="button" onClick={fillMax}>
            {t('amount.max')}
          </$Max>
        )}
      </$Tail>
    ) : undefined);
  return (
    <TextField
      ref={ref}
      type="text"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      spellCheck={false}
      value={value}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      suffix={tail}
      className="tabular"
      {...rest}
    />
  );
});

const $Tail = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
`;

const $Unit = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  white-space: nowrap;
`;

const $Max = styled.button`
  ${buttonReset}
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space['2']};
  color: ${({ theme }) => theme.color.link};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;
