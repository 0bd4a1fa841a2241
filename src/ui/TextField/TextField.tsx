import {
  forwardRef,
  useCallback,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { buttonReset, visuallyHidden } from '../_shared';
import { CircleX, Eye, EyeOff, Icon } from '../Icon';
import { setNativeValue } from './setNativeValue';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'size'> {
  /** Visible label (required for accessibility; use `hideLabel` to keep it for screen readers only). */
  label: ReactNode;
  hideLabel?: boolean;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Error text: sets aria-invalid and is announced with the field. */
  error?: ReactNode;
  /** Show a clear (×) button while there is a value. */
  clearable?: boolean;
  onClear?: () => void;
  /** Content before the input inside the box (e.g. an area-code picker). */
  prefix?: ReactNode;
  /** Content after the input inside the box (e.g. a SendCodeButton, a unit). */
  suffix?: ReactNode;
  /** Extra class for the outer wrapper. */
  className?: string;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T }).current = value;
}

/**
 * Labelled text input. Works controlled (`value` + `onChange`), uncontrolled, or with react-hook-form's
 * `{...register('name')}` (the clear button dispatches a real input event so the form sees it).
 * `type="password"` adds a show/hide toggle.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hideLabel = false,
    hint,
    error,
    clearable = false,
    onClear,
    prefix,
    suffix,
    className,
    id: idProp,
    type = 'text',
    disabled,
    readOnly,
    onChange,
    'aria-describedby': describedByProp,
    ...rest
  },
  forwardedRef,
) {
  const { t } = useTranslation('ui');
  const autoId = useId();
  const id = idProp ?? `tf-${autoId}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [revealed, setRevealed] = useState(false);
  const initial = rest.value ?? rest.defaultValue;
  const [hasValue, setHasValue] = useState(initial != null && String(initial) !== '');
  const isControlled = rest.value !== undefined;
  const filled = isControlled ? String(rest.value) !== '' : hasValue;

  const setRef = useCallback(
    (el: HTMLInputElement | null) => {
      inputRef.current = el;
      assignRef(forwardedRef, el);
      if (el) setHasValue(el.value !== '');
    },
    [forwardedRef],
  );

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    setHasValue(e.target.value !== '');
    onChange?.(e);
  };

  const clear = () => {
    const el = inputRef.current;
    if (!el) return;
    setNativeValue(el, '');
    setHasValue(false);
    onClear?.();
    el.focus();
  };

  const isPassword = type === 'password';
  const describedBy = [describedByProp, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const showClear = clearable && filled && !disabled && !readOnly;

  return (
    <$Field className={className}>
      <$Label htmlFor={id} data-hidden={hideLabel || undefined}>
        {label}
      </$Label>
      <$Box data-invalid={error ? true : undefined} data-disabled={disabled || undefined}>
        {prefix != null && <$Slot>{prefix}</$Slot>}
        <$Input
          ref={setRef}
          id={id}
          type={isPassword && revealed ? 'text' : type}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={handleChange}
          {...rest}
        />
        {showClear && (
          <$Action type="button" aria-label={t('field.clear')} onClick={clear}>
            <Icon icon={CircleX} size="md" />
          </$Action>
        )}
        {isPassword && (
          <$Action
            type="button"
            aria-label={revealed ? t('field.hidePassword') : t('field.showPassword')}
            aria-pressed={revealed}
            aria-controls={id}
            onClick={() => setRevealed((v) => !v)}
            disabled={disabled}
          >
            <Icon icon={revealed ? EyeOff : Eye} size="md" />
          </$Action>
        )}
        {suffix != null && <$Slot data-end>{suffix}</$Slot>}
      </$Box>
      {hint != null && <$Hint id={hintId}>{hint}</$Hint>}
      {error != null && error !== false && <$Error id={errorId}>{error}</$Error>}
    </$Field>
  );
});

const $Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  min-width: 0;
`;

const $Label = styled.label`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
  &[data-hidden] {
    ${visuallyHidden}
  }
`;

const $Box = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  min-height: ${({ theme }) => theme.size.input};
  padding: 0 ${({ theme }) => theme.space['1']} 0 ${({ theme }) => theme.space['3']};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgInput};
  color: ${({ theme }) => theme.color.textPrimary};
  transition: border-color ${({ theme }) => theme.motion.fast};
  &:focus-within {
    border-color: ${({ theme }) => theme.color.focus};
    box-shadow: 0 0 0 ${({ theme }) => theme.size.border} ${({ theme }) => theme.color.focus};
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &[data-disabled] {
    opacity: 0.55;
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
  outline: none;
  &::placeholder {
    color: ${({ theme }) => theme.color.textTertiary};
  }
  &:focus-visible {
    outline: none;
  }
  &::-ms-reveal,
  &::-ms-clear {
    display: none;
  }
`;

const $Slot = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  max-width: 60%;
  color: ${({ theme }) => theme.color.textSecondary};
  /* text at the end (a unit: "USDT") keeps the same room from the border as the value at the start; a button
     there (Send code, Max) brings its own padding */
  &[data-end]:not(:has(button:last-child)) {
    padding-inline-end: ${({ theme }) => theme.space['2']};
  }
`;

const $Action = styled.button`
  ${buttonReset}
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  color: ${({ theme }) => theme.color.textTertiary};
  border-radius: ${({ theme }) => theme.radius.pill};
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }
`;

const $Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const $Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;
