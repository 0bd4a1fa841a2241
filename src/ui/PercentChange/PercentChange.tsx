import styled from 'styled-components';
import { formatNumber, signOf } from '@/lib/format';
import type { DecimalValue } from '@/lib/decimal';
import { useRef } from 'react';
import { useLiveEffect, useNumberLocale, type LiveValue } from '../_shared';
import { ArrowDown, ArrowUp, Icon } from '../Icon';
import { setText } from '../NumberText';

export interface PercentChangeProps {
  /** The change in percent ("2.5" → "+2.50%"). */
  value: DecimalValue | null | undefined;
  decimals?: number;
  /** 'text' (coloured text) or 'filled' (coloured chip, as in market lists). */
  variant?: 'text' | 'filled';
  /** Arrow next to the number (default true for 'text'). */
  arrow?: boolean;
  className?: string;
}

/** A signed percent change: sign, arrow and the up/down colour (which follows the user's setting). */
export function PercentChange({ value, decimals = 2, variant = 'text', arrow, className }: PercentChangeProps) {
  const locale = useNumberLocale();
  const sign = signOf(value);
  const dir = sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat';
  const showArrow = (arrow ?? variant === 'text') && dir !== 'flat';
  return (
    <$Change className={className} data-dir={dir} data-variant={variant}>
      {showArrow && <Icon icon={dir === 'up' ? ArrowUp : ArrowDown} size="sm" />}
      {formatNumber(value, 'change', { locale, decimals })}
    </$Change>
  );
}

export interface LivePercentChangeProps extends Omit<PercentChangeProps, 'value'> {
  /** The change as it moves (a feed): rendered once, then written straight to the DOM on each change. */
  live: LiveValue<DecimalValue | null | undefined>;
}

const dirOf = (value: DecimalValue | null | undefined) => {
  const sign = signOf(value);
  return sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat';
};

/**
 * PercentChange for a feed: no React render per tick. Both arrows are rendered and the direction
 * attribute shows one; each change rewrites the text and the direction in place.
 */
export function LivePercentChange({ live, decimals = 2, variant = 'text', arrow, className }: LivePercentChangeProps) {
  const locale = useNumberLocale();
  const root = useRef<HTMLSpanElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  const value = live.get();
  const format = (v: DecimalValue | null | undefined) => formatNumber(v, 'change', { locale, decimals });
  useLiveEffect(
    live,
    (next) => {
      const dir = dirOf(next);
      if (root.current && root.current.getAttribute('data-dir') !== dir) root.current.setAttribute('data-dir', dir);
      if (text.current) setText(text.current, format(next));
    },
    value,
    root,
  );
  const withArrow = arrow ?? variant === 'text';
  return (
    <$Change ref={root} className={className} data-dir={dirOf(value)} data-variant={variant}>
      {withArrow && <Icon icon={ArrowUp} size="sm" data-arrow="up" />}
      {withArrow && <Icon icon={ArrowDown} size="sm" data-arrow="down" />}
      <span ref={text}>{format(value)}</span>
    </$Change>
  );
}

const $Change = styled.span`
  --pc-color: ${({ theme }) => theme.color.textSecondary};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.15em;
  color: var(--pc-color);
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  &[data-dir='up'] {
    --pc-color: ${({ theme }) => theme.color.up};
  }
  &[data-dir='down'] {
    --pc-color: ${({ theme }) => theme.color.down};
  }
  &[data-variant='filled'] {
    min-width: calc(${({ theme }) => theme.space['12']} * 1.6);
    padding: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['2']};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: var(--pc-color);
    color: ${({ theme }) => theme.color.textInverse};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  /* LivePercentChange renders both arrows; the direction shows one */
  &[data-dir='up'] [data-arrow='down'],
  &[data-dir='down'] [data-arrow='up'],
  &[data-dir='flat'] [data-arrow] {
    display: none;
  }
  &[data-variant='filled'][data-dir='flat'] {
    background: ${({ theme }) => theme.color.bgPressed};
    color: ${({ theme }) => theme.color.textPrimary};
  }
`;
