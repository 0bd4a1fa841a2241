import { useEffect, useRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { formatNumber, signOf, type NumberKind } from '@/lib/format';
import { toDec, type DecimalValue } from '@/lib/decimal';
import { useLiveEffect, useNumberLocale, type LiveValue } from '../_shared';
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
export function NumberText({
  value,
  kind = 'amount',
  decimals,
  suffix,
  colorBy = 'none',
  arrow,
  ...rest
}: NumberTextProps) {
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
 * A live price. On each change it flashes by setting `data-flash` on its own element (a ref, no extra React
 * render of anything around it). The flash is an opacity fade of a layer behind the digits, which the
 * compositor runs without repainting the row; it respects reduced motion.
 */
export function PriceText({ value, kind = 'price', flash = true, ...rest }: PriceTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const previous = useRef(value);
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (flash && ref.current) flashChange(ref.current, before, value);
  }, [value, flash]);
  return (
    <$Flash ref={ref}>
      <NumberText value={value} kind={kind} {...rest} />
    </$Flash>
  );
}

export interface LivePriceTextProps extends Omit<NumberTextProps, 'value' | 'colorBy' | 'arrow'> {
  /** The price as it changes (a feed): rendered once, then written straight to the DOM on each change. */
  live: LiveValue<DecimalValue | null | undefined>;
  /** Flash briefly when the value changes. Default true. */
  flash?: boolean;
}

/**
 * PriceText for a feed: no React render per tick. It renders the current value, then on every change of
 * `live` rewrites its own text node and flashes — for long lists updating many times a second.
 */
export function LivePriceText({
  live,
  kind = 'price',
  decimals,
  suffix,
  flash = true,
  ...rest
}: LivePriceTextProps) {
  const locale = useNumberLocale();
  const outer = useRef<HTMLSpanElement>(null);
  const inner = useRef<HTMLSpanElement>(null);
  const format = (v: DecimalValue | null | undefined) =>
    formatNumber(v, kind, { locale, decimals }) + (suffix ?? '');
  const value = live.get();
  useLiveEffect(
    live,
    (next, before) => {
      if (inner.current) setText(inner.current, format(next));
      if (flash && outer.current) flashChange(outer.current, before, next);
    },
    value,
    outer,
  );
  return (
    <$Flash ref={outer}>
      <$Num ref={inner} {...rest}>
        {format(value)}
      </$Num>
    </$Flash>
  );
}

export interface LiveTextProps<T> extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  live: LiveValue<T>;
  /** The text for a value (e.g. a translated "Vol 1.2K"). */
  format: (value: T) => string;
}

/** A span whose text follows a feed without React renders (see LivePriceText). */
export function LiveText<T>({ live, format, ...rest }: LiveTextProps<T>) {
  const ref = useRef<HTMLSpanElement>(null);
  const value = live.get();
  useLiveEffect(live, (next) => ref.current && setText(ref.current, format(next)), value, ref);
  return (
    <span ref={ref} {...rest}>
      {format(value)}
    </span>
  );
}

/**
 * Replaces an element's only text (the text node React rendered, so React's later renders still find it).
 * For live components that write their own text between renders.
 */
export function setText(el: HTMLElement, text: string) {
  const node = el.firstChild;
  if (node && node === el.lastChild && node.nodeType === Node.TEXT_NODE) {
    if (node.nodeValue !== text) node.nodeValue = text;
  } else el.textContent = text;
}

/**
 * Flashes `el` up or down for a change from `before` to `value` (compared as decimals). A repeated flash
 * in the same direction switches between two identical keyframe names (`data-flash-again`), which restarts
 * the animation without forcing a layout: fifty rows flashing in one frame must not each read a size.
 * The attributes stay after the fade (it does not fill), so no animationend handler runs per row.
 */
function flashChange(
  el: HTMLElement,
  before: DecimalValue | null | undefined,
  value: DecimalValue | null | undefined,
) {
  if (before == null || value == null || String(before) === String(value)) return;
  const delta = signOf(formatDiff(value, before));
  if (delta === 0) return;
  const dir = delta > 0 ? 'up' : 'down';
  const now = typeof performance !== 'undefined' ? performance.now() : Date.now();
  if (el.getAttribute('data-flash') === dir) {
    // Still bright from a flash the same way: let it run. Restarting it for every tick of a feed restyles,
    // re-layers and repaints the cell several times a second for a flash that looks the same.
    if (now - (flashStarted.get(el) ?? -Infinity) < FLASH_RESTART_MS) return;
    el.toggleAttribute('data-flash-again');
  } else el.removeAttribute('data-flash-again');
  flashStarted.set(el, now);
  el.setAttribute('data-flash', dir);
}

/** A flash in the same direction is restarted only once this much of it has run (the flash token is 600 ms). */
const FLASH_RESTART_MS = 300;
const flashStarted = new WeakMap<HTMLElement, number>();

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
  position: relative;
  isolation: isolate;
  display: inline-flex;
  /* a live cell: its flash is painted inside it (paint containment only: layout containment would drop
     the cell's text baseline) */
  contain: paint;
  border-radius: ${({ theme }) => theme.radius.sm};
  /* the flash: a layer behind the digits whose opacity fades (compositor-only) */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    border-radius: inherit;
    opacity: 0;
    pointer-events: none;
  }
  @keyframes price-flash {
    from {
      opacity: 1;
    }
    to {
      opacity: 0;
    }
  }
  @keyframes price-flash-again {
    from {
      opacity: 1;
    }
    to {
      opacity: 0;
    }
  }
  &[data-flash]::before {
    animation: price-flash ${({ theme }) => theme.motion.flash} ease-out;
  }
  &[data-flash][data-flash-again]::before {
    animation-name: price-flash-again;
  }
  &[data-flash='up']::before {
    background: color-mix(in srgb, ${({ theme }) => theme.color.up} 30%, transparent);
  }
  &[data-flash='down']::before {
    background: color-mix(in srgb, ${({ theme }) => theme.color.down} 30%, transparent);
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-flash]::before {
      animation: none;
    }
  }
`;
