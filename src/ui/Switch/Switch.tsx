import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { buttonReset } from '../_shared';

export interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'role'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Accessible name when there is no visible label pointing at it (aria-labelledby). */
  'aria-label'?: string;
  /** Waiting for the server: busy and not clickable. */
  loading?: boolean;
}

/** An on/off switch (`role="switch"`), 44 px touch target. */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { checked, onChange, loading = false, disabled, ...rest },
  ref,
) {
  return (
    <$Switch
      ref={ref}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-busy={loading || undefined}
      disabled={disabled}
      data-checked={checked || undefined}
      onClick={() => !loading && onChange(!checked)}
      {...rest}
    >
      <$Track aria-hidden="true">
        <$Thumb />
      </$Track>
    </$Switch>
  );
});

const $Switch = styled.button`
  ${buttonReset}
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.size.touch};
  min-height: ${({ theme }) => theme.size.touch};
  &:focus-visible {
    outline: none;
  }
  &:focus-visible > span {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }
  &:disabled {
    opacity: 0.45;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`;

const $Track = styled.span`
  position: relative;
  display: block;
  width: calc(${({ theme }) => theme.space['10']} + ${({ theme }) => theme.space['1']});
  height: ${({ theme }) => theme.space['6']};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.borderStrong};
  transition: background-color ${({ theme }) => theme.motion.fast};
  [data-checked] > & {
    background: ${({ theme }) => theme.color.brand};
  }
`;

const $Thumb = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space['0']};
  left: ${({ theme }) => theme.space['0']};
  width: ${({ theme }) => theme.space['5']};
  height: ${({ theme }) => theme.space['5']};
  margin: calc((${({ theme }) => theme.space['6']} - ${({ theme }) => theme.space['5']}) / 2);
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.textInverse};
  transition: transform ${({ theme }) => theme.motion.fast};
  [data-checked] > span > & {
    transform: translateX(calc(${({ theme }) => theme.space['10']} + ${({ theme }) => theme.space['1']} - ${({ theme }) => theme.space['6']}));
    background: ${({ theme }) => theme.color.onBrand};
  }
`;
