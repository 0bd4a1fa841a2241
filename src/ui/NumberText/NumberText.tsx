import { useEffect, useRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { formatNumber, signOf, type NumberKind } from '@/lib/format';
import { toDec, type DecimalValue } from '@/lib/decimal';
import { useNumberLocale } from '../_shared';
import { ArrowDown, ArrowUp, Icon } from '../Icon';

export interface NumberTextProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** A wire string or Decimal; shows "--" when it is not a number. */
  value: DecimalValue | null | undefined;
  kind?: NumberKind;
  decimals?: number;
  /** Text after the number (e.g. " USDT"). */
  suffix?: string;
  /** Colour (and arrow) by the sign of `value` itself, or of another value (e.g. the day's change). */
  colorBy?: 'none' | 'self' | DecimalValue;
  /** Show an up/down arrow with the colour (default true when coloured): colour is never the only cue. */
  arrow?: boolean;
}

/** A formatted number in tabular digits, optionally coloured up/down with an arrow. */
export function NumberText({ value, kind = 'amount', decimals, suffix, colorBy = 'none', arrow, ...rest }: NumberTextProps) {
  const locale = useNumberLocale();
  const text = formatNumber(value, kind, { locale, decimals });
  const sign = colorBy === 'none' ? 0 : signOf(colorBy === 'self' ? value : colorBy);
  const dir = sign > 0 ? 'up' : sign < 0 ? 'down' : undefined;
  const showArrow = (arrow ?? colorBy !== 'none') && dir;
  return (
    <$Num data-dir={dir} {...rest}>
      {showArrow && <Icon icon={dir === 'up' ? ArrowUp : ArrowDown} size="sm" />}
      {text}
      {suffix}
    </$Num>
  );
}

export interface PriceTextProps extends NumberTextProps {
  /** Flash briefly (up/down colour) when the value changes. Default true. */
  flash?: boolean;
}

/**
 * A live price. On each change it flashes by toggling `data-flash` on its own element (a ref, no extra
 * React render of anything around it); the flash respects reduced motion.
 */
export function PriceText({ value, kind = 'price', flash = true, ...rest }: PriceTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const previous = useRef(value);
  useEffect(() => {
    const el = ref.current;
    const before = previous.current;
    previous.current = value;
    if (!flash || !el || before == null || value == null || String(before) === String(value)) return;
    const delta = signOf(formatDiff(value, before));
    if (delta === 0) return;
    el.removeAttribute('data-flash');
    // restart the animation even when the direction repeats
    void el.offsetWidth;
    el.setAttribute('data-flash', delta > 0 ? 'up' : 'down');
  }, [value, flash]);
  return (
    <$Flash ref={ref} onAnimationEnd={(e) => e.currentTarget.removeAttribute('data-flash')}>
      <NumberText value={value} kind={kind} {...rest} />
    </$Flash>
  );
}

/** Direction of a change, compared as decimals (never floats). */
function formatDiff(a: DecimalValue, b: DecimalValue) {
  const x = toDec(a);
  const y = toDec(b);
  return x && y ? x.minus(y) : null;
}

const $Num = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.15em;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  &[data-dir='up'] {
    color: ${({ theme }) => theme.color.up};
  }
  &[data-dir='down'] {
    color: ${({ theme }) => theme.color.down};
  }
`;

const $Flash = styled.span`
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radius.sm};
  @keyframes price-flash-up {
    from {
      background: color-mix(in srgb, ${({ theme }) => theme.color.up} 30%, transparent);
    }
    to {
      background: transparent;
    }
  }
  @keyframes price-flash-down {
    from {
      background: color-mix(in srgb, ${({ theme }) => theme.color.down} 30%, transparent);
    }
    to {
      background: transparent;
    }
  }
  &[data-flash='up'] {
    animation: price-flash-up ${({ theme }) => theme.motion.flash} ease-out;
  }
  &[data-flash='down'] {
    animation: price-flash-down ${({ theme }) => theme.motion.flash} ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-flash] {
      animation: none;
    }
  }
`;
