import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../_shared';

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  /** Second line under the label. */
  description?: ReactNode;
  className?: string;
}

/** A native radio with its label; the whole row (≥ 44 px) is the target. */
export function Radio({ label, description, className, id: idProp, disabled, ...rest }: RadioProps) {
  const auto = useId();
  const id = idProp ?? `radio-${auto}`;
  return (
    <$Row className={className} htmlFor={id} data-disabled={disabled || undefined}>
      <$Input
        type="radio"
        id={id}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={description != null ? `${id}-desc` : undefined} {...rest} />
      <$Circle aria-hidden="true" />
      <$Text>
        <$Label id={`${id}-label`}>{label}</$Label>
        {description != null && <$Desc id={`${id}-desc`}>{description}</$Desc>}
      </$Text>
    </$Row>
  );
}

export interface RadioOption<V extends string = string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string = string> {
  /** Visible group label (required; names the radiogroup). */
  label: ReactNode;
  hideLabel?: boolean;
  options: readonly RadioOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  name?: string;
  direction?: 'vertical' | 'horizontal';
  /** Error text (announced with the group). */
  error?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** A labelled radiogroup of native radios (arrow keys move and select, as the platform does). */
export function RadioGroup<V extends string = string>({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  name,
  direction = 'vertical',
  error,
  disabled,
  className,
}: RadioGroupProps<V>) {
  const id = useId();
  const groupName = name ?? `rg-${id}`;
  return (
    <$Group
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      className={className}
    >
      <$GroupLabel id={`${id}-label`} data-hidden={hideLabel || undefined}>
        {label}
      </$GroupLabel>
      <$Options data-direction={direction}>
        {options.map((o) => (
          <Radio
            key={o.value}
            name={groupName}
            value={o.value}
            label={o.label}
            description={o.description}
            checked={value === o.value}
            disabled={disabled || o.disabled}
            onChange={() => onChange(o.value)}
          />
        ))}
      </$Options>
      {error != null && error !== false && <$Error id={`${id}-error`}>{error}</$Error>}
    </$Group>
  );
}

const $Row = styled.label`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space['3']};
  min-height: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => theme.space['3']} 0;
  color: ${({ theme }) => theme.color.textPrimary};
  cursor: pointer;
  &[data-disabled] {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

const $Input = styled.input`
  ${visuallyHidden}
`;

const $Circle = styled.span`
  position: relative;
  flex: none;
  width: ${({ theme }) => theme.size.icon};
  height: ${({ theme }) => theme.size.icon};
  border: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  &::after {
    content: '';
    position: absolute;
    inset: ${({ theme }) => theme.space['1']};
    border-radius: inherit;
    background: ${({ theme }) => theme.color.brand};
    transform: scale(0);
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  input:checked + & {
    border-color: ${({ theme }) => theme.color.brand};
  }
  input:checked + &::after {
    transform: scale(1);
  }
  input:focus-visible + & {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }
  [aria-invalid='true'] & {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

const $Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const $Label = styled.span`
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const $Desc = styled.span`
  margin-top: ${({ theme }) => theme.space['1']};
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const $Group = styled.div`
  display: flex;
  flex-direction: column;
`;

const $GroupLabel = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  &[data-hidden] {
    ${visuallyHidden}
  }
`;

const $Options = styled.div`
  display: flex;
  flex-direction: column;
  &[data-direction='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space['5']};
  }
`;

const $Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;
