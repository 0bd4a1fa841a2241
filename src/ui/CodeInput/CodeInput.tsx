import { forwardRef, useId, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../_shared';
import styled from 'styled-components';

export interface CodeInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'size' | 'type'> {
  /** Number of digits (default 6). */
  length?: number;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Called once all digits are entered. */
  onComplete?: (value: string) => void;
  /** Visible label; defaults to "Verification code". */
  label?: string;
  hideLabel?: boolean;
  error?: string;
}

/** Keeps digits only, at most `length` of them (so pasting "12 34-56" works; no maxLength on the input, which would cut the paste first). */
export function sanitizeCode(raw: string, length: number) {
  return raw.replace(/\D+/g, '').slice(0, length);
}

/**
 * A verification-code field: ONE real numeric input (so screen readers, autofill of one-time codes and
 * paste all work) drawn as `length` boxes. The boxes are decoration (aria-hidden).
 */
export const CodeInput = forwardRef<HTMLInputElement, CodeInputProps>(function CodeInput(
  { length = 6, value, defaultValue = '', onChange, onComplete, label, hideLabel = false, error, id: idProp, disabled, ...rest },
  ref,
) {
  const { t } = useTranslation('ui');
  const autoId = useId();
  const id = idProp ?? `code-${autoId}`;
  const [inner, setInner] = useState(() => sanitizeCode(defaultValue, length));
  const current = value !== undefined ? sanitizeCode(value, length) : inner;

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const next = sanitizeCode(e.target.value, length);
    if (value === undefined) setInner(next);
    onChange?.(next);
    if (next.length === length && current.length !== length) onComplete?.(next);
  };

  const active = Math.min(current.length, length - 1);
  return (
    <$Field>
      <$Label htmlFor={id} data-hidden={hideLabel || undefined}>
        {label ?? t('codeInput.label')}
      </$Label>
      <$Wrap data-invalid={error ? true : undefined} data-disabled={disabled || undefined}>
        <$Boxes aria-hidden="true">
          {Array.from({ length }, (_, i) => (
            <$Box key={i} data-active={i === active || undefined} data-filled={i < current.length || undefined}>
              {current[i] ?? ''}
            </$Box>
          ))}
        </$Boxes>
        <$Input
          ref={ref}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`[0-9]{${length}}`}
          spellCheck={false}
          value={current}
          onChange={handleChange}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          {...rest}
        />
      </$Wrap>
      <$Hint id={`${id}-hint`}>{t('codeInput.hint', { digits: length })}</$Hint>
      {error && <$Error id={`${id}-error`}>{error}</$Error>}
    </$Field>
  );
});

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

const $Wrap = styled.div`
  position: relative;
  &[data-disabled] {
    opacity: 0.55;
  }
  &[data-invalid] span {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &:focus-within span[data-active] {
    border-color: ${({ theme }) => theme.color.focus};
    box-shadow: 0 0 0 ${({ theme }) => theme.size.border} ${({ theme }) => theme.color.focus};
  }
`;

const $Boxes = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space['2']};
`;

const $Box = styled.span`
  display: flex;
  flex: 1 1 0;
  min-width: 0;
  max-width: ${({ theme }) => theme.size.input};
  height: ${({ theme }) => theme.size.input};
  align-items: center;
  justify-content: center;
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgInput};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

/* The real input sits over the boxes: transparent text and caret, full-size tap target. */
const $Input = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: transparent;
  caret-color: transparent;
  font-size: ${({ theme }) => theme.font.size.lg};
  letter-spacing: 0;
  outline: none;
  &::selection {
    background: transparent;
  }
  &:focus-visible {
    outline: none;
  }
`;

const $Hint = styled.p`
  ${visuallyHidden}
`;

const $Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;
