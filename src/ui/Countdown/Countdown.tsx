import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { formatCountdown } from '@/lib/time';
import { systemNow, useLatest, type NowFn } from '../_shared';

export interface CountdownProps {
  /** End time (ms since epoch). */
  endAt: number;
  /** Clock; inject a frozen one in stories/tests. */
  now?: NowFn;
  /** Full length (ms) for the ring; without it no ring is drawn. */
  totalMs?: number;
  /** Called once when the time is up (also at mount if it already is). */
  onExpire?: () => void;
  /** Accessible name, e.g. "Time left to pay". */
  label?: string;
  size?: 'md' | 'lg';
  className?: string;
}

const fraction = (left: number, total?: number) => (total && total > 0 ? Math.min(1, Math.max(0, left / total)) : 0);

/**
 * "hh:mm:ss" to a deadline, with an optional seconds ring. Derived from `endAt` each tick, and written
 * straight to the DOM (textContent and a CSS variable) — no React render per second.
 */
export function Countdown({ endAt, now = systemNow, totalMs, onExpire, label, size = 'md', className }: CountdownProps) {
  const text = useRef<HTMLSpanElement>(null);
  const root = useRef<HTMLSpanElement>(null);
  const nowRef = useLatest(now);
  const onExpireRef = useLatest(onExpire);
  const initialLeft = endAt - now();

  useEffect(() => {
    let expired = false;
    const tick = () => {
      const left = endAt - nowRef.current();
      if (text.current) text.current.textContent = formatCountdown(left);
      root.current?.style.setProperty('--cd-progress', String(fraction(left, totalMs)));
      if (left <= 0 && !expired) {
        expired = true;
        root.current?.setAttribute('data-expired', '');
        onExpireRef.current?.();
      }
      if (left > 0) root.current?.removeAttribute('data-expired');
    };
    tick();
    const id = window.setInterval(tick, 250);
    return () => window.clearInterval(id);
  }, [endAt, totalMs, nowRef, onExpireRef]);

  return (
    <$Root
      ref={root}
      role="timer"
      aria-label={label}
      className={className}
      data-size={size}
      data-expired={initialLeft <= 0 ? '' : undefined}
      style={{ ['--cd-progress' as string]: String(fraction(initialLeft, totalMs)) }}
    >
      {totalMs != null && (
        <$Ring viewBox="0 0 36 36" aria-hidden="true" focusable="false">
          <circle cx="18" cy="18" r="15.9155" pathLength="100" fill="none" strokeWidth="3" className="track" />
          <circle cx="18" cy="18" r="15.9155" pathLength="100" fill="none" strokeWidth="3" className="bar" />
        </$Ring>
      )}
      <$Text ref={text}>{formatCountdown(initialLeft)}</$Text>
    </$Root>
  );
}

const $Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.md};
  &[data-size='lg'] {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  &[data-expired] {
    color: ${({ theme }) => theme.color.textTertiary};
  }
`;

const $Ring = styled.svg`
  width: 1.6em;
  height: 1.6em;
  transform: rotate(-90deg);
  .track {
    stroke: ${({ theme }) => theme.color.border};
  }
  .bar {
    stroke: ${({ theme }) => theme.color.brand};
    stroke-dasharray: calc(var(--cd-progress) * 100) 100;
    transition: stroke-dasharray ${({ theme }) => theme.motion.normal} linear;
  }
`;

const $Text = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
