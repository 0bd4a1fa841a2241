import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../_shared';

export interface SegmentOption<V extends string = string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface SegmentedControlProps<V extends string = string> {
  options: SegmentOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Accessible name of the group (required). */
  'aria-label': string;
  /** Form field name (defaults to a generated one). */
  name?: string;
  /** Colour the selected segment as buy/sell (first = up colour, others = down) e.g. Buy | Sell. */
  tone?: 'brand' | 'trade';
  className?: string;
}

/**
 * One choice out of a few, side by side. Native radios in a radiogroup, so arrow keys, forms and
 * screen readers behave as expected.
 */
export function SegmentedControl<V extends string = string>({
  options,
  value,
  onChange,
  'aria-label': ariaLabel,
  name,
  tone = 'brand',
  className,
}: SegmentedControlProps<V>) {
  const auto = useId();
  const groupName = name ?? `seg-${auto}`;
  return (
    <$Group role="radiogroup" aria-label={ariaLabel} className={className} data-tone={tone}>
      {options.map((opt, i) => (
        <$Option key={opt.value} data-index={i === 0 ? 'first' : 'rest'}>
          <$Radio
            type="radio"
            name={groupName}
            value={opt.value}
            checked={opt.value === value}
            disabled={opt.disabled}
            onChange={() => onChange(opt.value)}
          />
          <$Face>{opt.label}</$Face>
        </$Option>
      ))}
    </$Group>
  );
}

const $Group = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space['1']};
  padding: ${({ theme }) => theme.space['1']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgInput};
`;

const $Option = styled.label`
  position: relative;
  display: flex;
  flex: 1 1 0;
  min-width: 0;
  cursor: pointer;
  /* the group's padding counts as touch target too */
  &::before {
    content: '';
    position: absolute;
    inset: calc(-1 * ${({ theme }) => theme.space['1']}) 0;
  }
`;

const $Radio = styled.input`
  ${visuallyHidden}
`;

const $Face = styled.span`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  justify-content: center;
  min-height: calc(${({ theme }) => theme.size.touch} - 2 * ${({ theme }) => theme.space['1']});
  padding: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['2']};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
  overflow-wrap: anywhere;
  transition: background-color ${({ theme }) => theme.motion.fast};
  input:checked + & {
    background: ${({ theme }) => theme.color.bgElevated};
    color: ${({ theme }) => theme.color.textPrimary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  [data-tone='trade'] [data-index='first'] input:checked + & {
    background: ${({ theme }) => theme.color.up};
    color: ${({ theme }) => theme.color.textInverse};
  }
  [data-tone='trade'] [data-index='rest'] input:checked + & {
    background: ${({ theme }) => theme.color.down};
    color: ${({ theme }) => theme.color.textInverse};
  }
  input:focus-visible + & {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }
  input:disabled + & {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;
