import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../_shared';
import { Check, Icon } from '../Icon';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /** The label; may contain links (e.g. "I agree to the <a>User Agreement</a>"). */
  label: ReactNode;
  /** Error text (e.g. "Please accept the agreement"): sets aria-invalid. */
  error?: ReactNode;
  /** Round tick (consent style) instead of a square. */
  round?: boolean;
}

/** A native checkbox with a custom box; the whole row is the (≥ 44 px) touch target. Works with `register`. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, round = false, id: idProp, className, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const autoId = useId();
  const id = idProp ?? `cb-${autoId}`;
  const errorId = `${id}-error`;
  return (
    <$Wrap className={className}>
      <$Row htmlFor={id}>
        <$Input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={[describedBy, error ? errorId : null].filter(Boolean).join(' ') || undefined}
          {...rest}
        />
        <$Box data-round={round || undefined} data-invalid={error ? true : undefined} aria-hidden="true">
          <Icon icon={Check} size="sm" strokeWidth={3} />
        </$Box>
        <$Text>{label}</$Text>
      </$Row>
      {error && <$Error id={errorId}>{error}</$Error>}
    </$Wrap>
  );
});

const $Wrap = styled.div`
  display: flex;
  flex-direction: column;
`;

const $Row = styled.label`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space['2']};
  min-height: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => theme.space['3']} 0;
  cursor: pointer;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  a {
    color: ${({ theme }) => theme.color.link};
  }
`;

const $Input = styled.input`
  ${visuallyHidden}
`;

const $Box = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.icon};
  height: ${({ theme }) => theme.size.icon};
  margin-top: calc((1lh - ${({ theme }) => theme.size.icon}) / 2);
  border: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: transparent;
  font-size: ${({ theme }) => theme.font.size.sm};
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};
  &[data-round] {
    border-radius: ${({ theme }) => theme.radius.pill};
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  input:checked + & {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
  }
  input:focus-visible + & {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }
  input:disabled + & {
    opacity: 0.45;
  }
`;

const $Text = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const $Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
