import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { THROTTLE_MS } from '@/lib/constants';
import { buttonReset, useClickGuard } from '../_shared';
import { Spinner } from '../Loading';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'buy' | 'sell';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
  /** Shows a spinner, sets aria-busy and ignores clicks (stays focusable). */
  loading?: boolean;
  /** Icon before the label (decorative). */
  startIcon?: ReactNode;
  /** Icon after the label (decorative). */
  endIcon?: ReactNode;
  /** A second click within this many ms is ignored. Defaults to THROTTLE_MS (500); 0 turns it off. */
  throttleMs?: number;
}

/**
 * The app's button. Clicks are throttled (leading edge) so a double tap never submits twice; an
 * ignored click also cancels the form submit it would have caused.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    block = false,
    loading = false,
    disabled,
    startIcon,
    endIcon,
    throttleMs = THROTTLE_MS,
    type = 'button',
    onClick,
    children,
    ...rest
  },
  ref,
) {
  const guarded = useClickGuard<MouseEvent<HTMLButtonElement>>(onClick, throttleMs);
  const handleClick = (e: MouseEvent<HTMLButtonElement>) => {
    if (loading || disabled || rest['aria-disabled'] === true || rest['aria-disabled'] === 'true') {
      e.preventDefault();
      return;
    }
    if (!guarded(e)) e.preventDefault();
  };
  return (
    <$Button
      ref={ref}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      $variant={variant}
      $size={size}
      $block={block}
      {...rest}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading ? <Spinner size="sm" decorative /> : startIcon}
      {children != null && <$Label>{children}</$Label>}
      {endIcon}
    </$Button>
  );
});

const variants = {
  primary: css`
    --btn-bg: ${({ theme }) => theme.color.brand};
    --btn-bg-pressed: ${({ theme }) => theme.color.brandPressed};
    --btn-fg: ${({ theme }) => theme.color.onBrand};
    --btn-border: transparent;
  `,
  secondary: css`
    --btn-bg: ${({ theme }) => theme.color.bgElevated};
    --btn-bg-pressed: ${({ theme }) => theme.color.bgPressed};
    --btn-fg: ${({ theme }) => theme.color.textPrimary};
    --btn-border: ${({ theme }) => theme.color.borderStrong};
  `,
  ghost: css`
    --btn-bg: transparent;
    --btn-bg-pressed: ${({ theme }) => theme.color.bgPressed};
    --btn-fg: ${({ theme }) => theme.color.link};
    --btn-border: transparent;
  `,
  /* textInverse (not onStatus): white on the dark theme's green/red is below 4.5:1. */
  danger: css`
    --btn-bg: ${({ theme }) => theme.color.danger};
    --btn-bg-pressed: ${({ theme }) => theme.color.danger};
    --btn-fg: ${({ theme }) => theme.color.textInverse};
    --btn-border: transparent;
  `,
  buy: css`
    --btn-bg: ${({ theme }) => theme.color.up};
    --btn-bg-pressed: ${({ theme }) => theme.color.up};
    --btn-fg: ${({ theme }) => theme.color.textInverse};
    --btn-border: transparent;
  `,
  sell: css`
    --btn-bg: ${({ theme }) => theme.color.down};
    --btn-bg-pressed: ${({ theme }) => theme.color.down};
    --btn-fg: ${({ theme }) => theme.color.textInverse};
    --btn-border: transparent;
  `,
} satisfies Record<ButtonVariant, unknown>;

const sizes = {
  sm: css`
    --btn-min-h: ${({ theme }) => theme.space['8']};
    --btn-px: ${({ theme }) => theme.space['3']};
    --btn-font: ${({ theme }) => theme.font.size.sm};
  `,
  md: css`
    --btn-min-h: ${({ theme }) => theme.size.touch};
    --btn-px: ${({ theme }) => theme.space['4']};
    --btn-font: ${({ theme }) => theme.font.size.md};
  `,
  lg: css`
    --btn-min-h: ${({ theme }) => theme.size.input};
    --btn-px: ${({ theme }) => theme.space['5']};
    --btn-font: ${({ theme }) => theme.font.size.lg};
  `,
} satisfies Record<ButtonSize, unknown>;

const $Button = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  ${buttonReset}
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
  position: relative;
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  max-width: 100%;
  min-height: var(--btn-min-h);
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['1']} var(--btn-px);
  border: ${({ theme }) => theme.size.border} solid var(--btn-border);
  border-radius: ${({ theme }) => theme.radius.md};
  background: var(--btn-bg);
  color: var(--btn-fg);
  font-size: var(--btn-font);
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    opacity ${({ theme }) => theme.motion.fast};
  user-select: none;

  /* a small button still gets a full touch target */
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: 50%;
    min-height: ${({ theme }) => theme.size.touch};
    height: 100%;
    transform: translateY(-50%);
  }

  &:active:not(:disabled):not([aria-disabled='true']) {
    background: var(--btn-bg-pressed);
    filter: brightness(0.92);
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }
  &:disabled,
  &[aria-disabled='true']:not([data-loading]) {
    opacity: 0.45;
    cursor: not-allowed;
  }
  &[data-loading] {
    cursor: progress;
  }
`;

const $Label = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;
