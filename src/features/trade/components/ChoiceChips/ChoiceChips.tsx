import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '@/ui/_shared';

export interface ChoiceOption<V extends string | number> {
  value: V;
  label: ReactNode;
  /** A second, smaller line (a duration's profit ratio and minimum). */
  detail?: ReactNode;
  disabled?: boolean;
}

export interface ChoiceChipsProps<V extends string | number> {
  /** The group's visible name. */
  label: ReactNode;
  options: readonly ChoiceOption<V>[];
  /** The chosen value; none is chosen while undefined. */
  value: V | undefined;
  onChange: (value: V) => void;
  /** Text under the chips (an error or a hint), linked to the group. */
  note?: ReactNode;
  /** The note is an error: announced, and the group is marked invalid. */
  invalid?: boolean;
  className?: string;
}

/**
 * One choice out of many, as chips that wrap onto more rows (leverage, duration): native radios in a labelled
 * radiogroup, each chip at least 44 px square, the chosen one filled and bold (never colour alone).
 */
export function ChoiceChips<V extends string | number>({ label, options, value, onChange, note, invalid, className }: ChoiceChipsProps<V>) {
  const id = useId();
  return (
    <$Wrap className={className}>
      <$Label id={`${id}-label`}>{label}</$Label>
      <$Group
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={note != null ? `${id}-note` : undefined}
        aria-invalid={invalid || undefined}
      >
        {options.map((opt) => (
          <$Option key={String(opt.value)}>
            <$Radio
              type="radio"
              name={id}
              value={String(opt.value)}
              checked={opt.value === value}
              disabled={opt.disabled}
              onChange={() => onChange(opt.value)}
            />
            <$Face>
              <span>{opt.label}</span>
              {opt.detail != null && <$Detail>{opt.detail}</$Detail>}
            </$Face>
          </$Option>
        ))}
      </$Group>
      {note != null && (
        <$Note id={`${id}-note`} role={invalid ? 'alert' : undefined} data-invalid={invalid || undefined}>
          {note}
        </$Note>
      )}
    </$Wrap>
  );
}

const $Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
`;

const $Label = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const $Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
`;

const $Option = styled.label`
  position: relative;
  display: flex;
  flex: 1 0 auto;
  min-width: ${({ theme }) => theme.size.touch};
  cursor: pointer;
`;

const $Radio = styled.input`
  ${visuallyHidden}
`;

const $Face = styled.span`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['2']};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgInput};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  input:checked + & {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.bgElevated};
    color: ${({ theme }) => theme.color.textPrimary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    box-shadow: inset 0 0 0 ${({ theme }) => theme.size.border} ${({ theme }) => theme.color.brand};
  }
  input:focus-visible + & {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.border};
  }
  input:disabled + & {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

const $Detail = styled.span`
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const $Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
  overflow-wrap: anywhere;
  &[data-invalid] {
    color: ${({ theme }) => theme.color.danger};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
