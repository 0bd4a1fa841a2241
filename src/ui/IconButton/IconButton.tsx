import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import styled from 'styled-components';
import { THROTTLE_MS } from '@/lib/constants';
import { buttonReset, useClickGuard } from '../_shared';
import { Icon, type LucideIcon, type IconSize } from '../Icon';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** Required: the button has no visible text. */
  'aria-label': string;
  icon: LucideIcon;
  iconSize?: IconSize;
  /** Round, filled background (e.g. over images). */
  filled?: boolean;
  /** Leading-edge click throttle (ms); 0 turns it off. */
  throttleMs?: number;
}

/** A 44 px square icon-only button. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, iconSize = 'lg', filled = false, throttleMs = THROTTLE_MS, type = 'button', onClick, ...rest },
  ref,
) {
  const guarded = useClickGuard<MouseEvent<HTMLButtonElement>>(onClick, throttleMs);
  return (
    <$Button
      ref={ref}
      type={type}
      data-filled={filled || undefined}
      onClick={(e) => {
        if (!guarded(e)) e.preventDefault();
      }}
      {...rest}
    >
      <Icon icon={icon} size={iconSize} />
    </$Button>
  );
});

const $Button = styled.button`
  ${buttonReset}
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.textPrimary};
  &[data-filled] {
    background: ${({ theme }) => theme.color.bgElevated};
  }
  &:active:not(:disabled) {
    background: ${({ theme }) => theme.color.bgPressed};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }
  &:disabled {
    opacity: 0.45;
  }
`;
