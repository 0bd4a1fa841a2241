import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { buttonReset } from '../_shared';
import { ChevronDown, Icon } from '../Icon';
import { OptionSheet, type SelectOption } from './OptionSheet';

export type { SelectOption };

export interface SelectSheetProps<V extends string = string> {
  /** Visible label of the field; also the sheet's title and the list's name. */
  label: string;
  options: readonly SelectOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  /** Shown while nothing is chosen (default "Select"). */
  placeholder?: ReactNode;
  /** Sheet title when it should differ from the label. */
  title?: string;
  /** A search field above the options. */
  searchable?: boolean;
  hint?: ReactNode;
  /** Error text: sets aria-invalid and is announced with the field. */
  error?: ReactNode;
  disabled?: boolean;
  /** Adds a hidden input with this name, for plain forms. */
  name?: string;
  className?: string;
}

/**
 * A field that opens a bottom sheet listing options; one choice. The trigger is a button named by the
 * label and the current value (`aria-haspopup="dialog"`); the sheet holds an optional search and a
 * listbox (APG pattern): focus starts on the chosen option, ↑/↓/Home/End move, Enter/Space or a tap
 * chooses and closes, Escape closes without choosing, and focus returns to the field.
 */
export function SelectSheet<V extends string = string>({
  label,
  options,
  value,
  onChange,
  placeholder,
  title,
  searchable = false,
  hint,
  error,
  disabled,
  name,
  className,
}: SelectSheetProps<V>) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [open, setOpen] = useState(false);
  const selected = options.find((o) => o.value === value) ?? null;
  const hasError = error != null && error !== false;
  const describedBy = [hint != null ? `${id}-hint` : null, hasError ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <$Field className={className}>
      <$Label id={`${id}-label`}>{label}</$Label>
      <$Trigger
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={describedBy}
        aria-invalid={hasError || undefined}
        data-invalid={hasError || undefined}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <$Value id={`${id}-value`} data-placeholder={selected ? undefined : true}>
          {selected ? selected.label : (placeholder ?? t('select.placeholder'))}
        </$Value>
        <Icon icon={ChevronDown} size="md" />
      </$Trigger>
      {hint != null && <$Hint id={`${id}-hint`}>{hint}</$Hint>}
      {hasError && <$Error id={`${id}-error`}>{error}</$Error>}
      {name != null && <input type="hidden" name={name} value={value ?? ''} />}
      <OptionSheet
        open={open}
        onClose={() => setOpen(false)}
        title={title ?? label}
        options={options}
        value={value}
        searchable={searchable}
        onChoose={(v) => {
          setOpen(false);
          if (v !== value) onChange(v);
        }}
      />
    </$Field>
  );
}

const $Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  min-width: 0;
`;

const $Label = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

const $Trigger = styled.button`
  ${buttonReset}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  width: 100%;
  min-height: ${({ theme }) => theme.size.input};
  padding: 0 ${({ theme }) => theme.space['3']};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgInput};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.lg};
  text-align: start;
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.textTertiary};
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &:disabled {
    opacity: 0.55;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }
`;

const $Value = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
  &[data-placeholder] {
    color: ${({ theme }) => theme.color.textTertiary};
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

