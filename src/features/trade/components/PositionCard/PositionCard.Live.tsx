/**
 * The position card's live cells: rendered once, then each push is written straight into their own text
 * nodes and `data-` attributes (`useLiveEffect`), never through React state or styled props: a hundred cards
 * at ten pushes a second cost no render. Off-screen cards write nothing until they scroll back.
 */
import { useRef } from 'react';
import styled from 'styled-components';
import { signOf } from '@/lib/format';
import { ArrowDown, ArrowUp, Icon } from '@/ui/Icon';
import { setText } from '@/ui/NumberText';
import { useLiveEffect, type LiveValue } from '@/ui/_shared';
import type { RiskLevel } from '../../calc';

const dirOf = (v: string | null | undefined) => {
  const s = signOf(v);
  return s > 0 ? 'up' : s < 0 ? 'down' : 'flat';
};

export interface LiveSignedProps {
  /** The raw value (its sign picks arrow and colour). */
  live: LiveValue<string | null | undefined>;
  /** Its text ("+12.3400"). */
  format: (value: string | null | undefined) => string;
  className?: string;
}

/** A signed figure that follows a feed: sign, arrow and the up/down colour (set through `data-dir`). */
export function LiveSigned({ live, format, className }: LiveSignedProps) {
  const root = useRef<HTMLSpanElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  const value = live.get();
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
  return (
    <$Signed ref={root} className={className} data-dir={dirOf(value)}>
      <Icon icon={ArrowUp} size="sm" data-arrow="up" />
      <Icon icon={ArrowDown} size="sm" data-arrow="down" />
      <span ref={text}>{format(value)}</span>
    </$Signed>
  );
}

export interface LiveRiskProps {
  live: LiveValue<{ level: RiskLevel; text: string }>;
}

/** The position's risk: a word and the margin ratio, tinted by `data-risk` (the word carries the meaning). */
export function LiveRisk({ live }: LiveRiskProps) {
  const root = useRef<HTMLSpanElement>(null);
  const value = live.get();
  useLiveEffect(
    live,
    (next) => {
      const el = root.current;
      if (!el) return;
      if (el.getAttribute('data-risk') !== next.level) el.setAttribute('data-risk', next.level);
      setText(el, next.text);
    },
    value,
    root,
  );
  return (
    <$Risk ref={root} data-risk={value.level}>
      {value.text}
    </$Risk>
  );
}

const $Signed = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.15em;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme }) => theme.color.textPrimary};
  &[data-dir='up'] {
    color: ${({ theme }) => theme.color.up};
  }
  &[data-dir='down'] {
    color: ${({ theme }) => theme.color.down};
  }
  &[data-dir='up'] [data-arrow='down'],
  &[data-dir='down'] [data-arrow='up'],
  &[data-dir='flat'] [data-arrow] {
    display: none;
  }
`;

const $Risk = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space['1']};
  border: ${({ theme }) => theme.size.border} solid currentColor;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme }) => theme.color.success};
  &[data-risk='warning'] {
    color: ${({ theme }) => theme.color.warning};
  }
  &[data-risk='danger'] {
    color: ${({ theme }) => theme.color.danger};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
