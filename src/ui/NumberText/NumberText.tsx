import { useEffect, useRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { formatNumber, signOf, type NumberKind } from '@/lib/format';
import { toDec, type DecimalValue } from '@/lib/decimal';
import { rawTokens } from '@/theme';
import { useLiveEffect, useNumberLocale, type LiveValue } from '../_shared';
import { ArrowDown, ArrowUp, Icon } from '../Icon';

export interface NumberTextProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** A wire string or Decimal; shows "--" when it is not a number. */
  value: DecimalValue | null | undefined;
  /** The row of the number table (`formatNumber`): price, amount, balance, fee, fiat, percent, change… */
  kind?: NumberKind;
  /** The precision the data states (a pair's `price_precision` or `amount_precision`); the kind's rule otherwise. */
  decimals?: number;
  /** Text after the number (e.g. " USDT"). */
  suffix?: string;
  /** Colour (and arrow) by the sign of `value` itself, or of another value (e.g. the day's change). */
  colorBy?: 'none' | 'self' | DecimalValue;
  /** Show an up/down arrow with the colour (default true when coloured): colour is never the only cue. */
  arrow?: boolean;
}

/** A formatted number in tabular digits, on one line, optionally coloured up/down with an arrow. */
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
 * render of anything around it). The flash is a static highlight of the cell, cleared by one shared timer
 * (see `flashChange`): no animation, so nothing moves for reduced-motion users either.
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
 * Flashes `el` up or down for a change from `before` to `value` (compared as decimals): a static highlight
 * (`data-flash`, a background on the cell itself — no animation, so no compositor layer per cell) that one
 * shared timer clears for every cell whose time is up, in one batch of writes. At 10 Hz on fifty rows an
 * animated fade started, ran and ended about twenty layers at any moment (docs/performance.md); the static
 * highlight costs a style change and a repaint of the contained cell, twice per flash.
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
  if (el.getAttribute('data-flash') !== dir) el.setAttribute('data-flash', dir);
  flashing.set(el, clockNow() + FLASH_MS);
  scheduleClear();
}

/** How long a highlight stays (the motion token `flash`). */
const FLASH_MS = Number.parseInt(rawTokens.motion.flash, 10) || 600;
/** Cells highlighted, with when their highlight ends. */
const flashing = new Map<HTMLElement, number>();
let clearTimer: ReturnType<typeof setTimeout> | undefined;

const clockNow = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

function scheduleClear() {
  if (clearTimer !== undefined) return;
  // one timer for every cell: a highlight lasts FLASH_MS to FLASH_MS + FLASH_CLEAR_STEP_MS
  clearTimer = setTimeout(clearExpired, FLASH_CLEAR_STEP_MS);
}

function clearExpired() {
  clearTimer = undefined;
  const now = clockNow();
  for (const [el, until] of flashing) {
    if (until > now && el.isConnected) continue;
    flashing.delete(el);
    el.removeAttribute('data-flash');
  }
  if (flashing.size) scheduleClear();
}

const FLASH_CLEAR_STEP_MS = 150;

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
  /* a live cell: a text change repaints the cell only (paint containment; layout containment would drop
     the cell's text baseline) */
  contain: paint;
  border-radius: ${({ theme }) => theme.radius.sm};
  /* a light wash of the direction's colour (a token with its own alpha); the text shows in the primary colour
     while it lasts, whatever colour the cell had: never red on green or green on red (src/theme/contrast.test.ts) */
  &[data-flash='up'] {
    background: ${({ theme }) => theme.color.flashUp};
  }
  &[data-flash='down'] {
    background: ${({ theme }) => theme.color.flashDown};
  }
  &[data-flash] {
    color: ${({ theme }) => theme.color.textPrimary};
  }
  &[data-flash] [data-dir] {
    color: inherit;
  }
`;
