import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { theme } from '@/theme';
import { visuallyHidden } from '../_shared';

export interface SkeletonProps {
  /** CSS width (a token reference or a percentage); defaults to 100%. */
  width?: string;
  /** CSS height (a token reference); defaults to one line of text. */
  height?: string;
  circle?: boolean;
  className?: string;
}

/** A placeholder shape that pulses while content loads (still under reduced motion). Decorative. */
export function Skeleton({ width, height, circle = false, className }: SkeletonProps) {
  const style = { '--sk-w': width, '--sk-h': height } as CSSProperties;
  return <$Shape aria-hidden="true" className={className} style={style} data-circle={circle || undefined} />;
}

export interface SkeletonTextProps {
  lines?: number;
  className?: string;
}

/** Lines of placeholder text; the last one is shorter. */
export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  return (
    <$Lines className={className} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </$Lines>
  );
}

export interface SkeletonListProps {
  /** Number of placeholder rows (default 5). */
  rows?: number;
  /** Accessible text; defaults to "Loading…". */
  label?: string;
  className?: string;
}

/** Placeholder list rows (avatar + two lines) announced once as "Loading…". */
export function SkeletonList({ rows = 5, label, className }: SkeletonListProps) {
  const { t } = useTranslation('ui');
  return (
    <$List className={className} role="status" aria-busy="true">
      <$Hidden>{label ?? t('loading')}</$Hidden>
      {Array.from({ length: rows }, (_, i) => (
        <$Row key={i} aria-hidden="true">
          <Skeleton circle width={theme.space['10']} height={theme.space['10']} />
          <$Lines>
            <Skeleton width="50%" />
            <Skeleton width="80%" />
          </$Lines>
        </$Row>
      ))}
    </$List>
  );
}

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.5; }
`;

const $Shape = styled.span`
  display: block;
  flex: none;
  width: var(--sk-w, 100%);
  height: var(--sk-h, 1em);
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.skeleton};
  animation: ${pulse} 1.4s ease-in-out infinite;
  &[data-circle] {
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;

const $Lines = styled.span`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
`;

const $List = styled.div`
  display: flex;
  flex-direction: column;
`;

const $Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['4']};
`;

const $Hidden = styled.span`
  ${visuallyHidden}
`;
