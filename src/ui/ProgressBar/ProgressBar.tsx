import { useId, type CSSProperties } from 'react';
import styled from 'styled-components';
import { formatNumber } from '@/lib/format';
import { useNumberLocale, visuallyHidden } from '../_shared';

export type ProgressTone = 'brand' | 'success' | 'warning' | 'danger';

export interface ProgressBarProps {
  /** 0..max; `null` = indeterminate (busy, amount unknown). */
  value: number | null;
  max?: number;
  /** Accessible name, shown above the bar unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  /** Show the percentage beside the label. */
  showValue?: boolean;
  tone?: ProgressTone;
  className?: string;
}

/** role="progressbar" with a label and a percent value text; the fill width is a CSS variable. */
export function ProgressBar({ value, max = 100, label, hideLabel = false, showValue = false, tone = 'brand', className }: ProgressBarProps) {
  const id = useId();
  const locale = useNumberLocale();
  const clamped = value == null ? null : Math.min(max, Math.max(0, value));
  const ratio = clamped == null || max <= 0 ? 0 : clamped / max;
  const text = clamped == null ? undefined : formatNumber(ratio * 100, 'percent', { locale, decimals: 0 });
  return (
    <$Field className={className} data-tone={tone}>
      <$Head data-hidden={hideLabel || undefined}>
        <span id={`${id}-label`}>{label}</span>
        {showValue && text != null && <$Value aria-hidden="true">{text}</$Value>}
      </$Head>
      <$Track
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={clamped == null ? undefined : 0}
        aria-valuemax={clamped == null ? undefined : max}
        aria-valuenow={clamped ?? undefined}
        aria-valuetext={text}
        data-indeterminate={clamped == null || undefined}
        style={{ '--progress': ratio } as CSSProperties}
      >
        <$Fill />
      </$Track>
    </$Field>
  );
}

const $Field = styled.div`
  --pb-c: ${({ theme }) => theme.color.brand};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  &[data-tone='success'] {
    --pb-c: ${({ theme }) => theme.color.success};
  }
  &[data-tone='warning'] {
    --pb-c: ${({ theme }) => theme.color.warning};
  }
  &[data-tone='danger'] {
    --pb-c: ${({ theme }) => theme.color.danger};
  }
`;

const $Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  &[data-hidden] > span:first-child {
    ${visuallyHidden}
  }
`;

const $Value = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.textPrimary};
  font-variant-numeric: tabular-nums;
`;

const $Track = styled.div`
  position: relative;
  height: ${({ theme }) => theme.space['1']};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.border};
  @keyframes progress-indeterminate {
    from {
      transform: translateX(-100%);
    }
    to {
      transform: translateX(250%);
    }
  }
`;

const $Fill = styled.div`
  height: 100%;
  width: calc(var(--progress) * 100%);
  border-radius: inherit;
  background: var(--pb-c);
  transition: width ${({ theme }) => theme.motion.normal} ease-out;
  [data-indeterminate] > & {
    width: 40%;
    animation: progress-indeterminate 1.2s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    [data-indeterminate] > & {
      animation: none;
      width: 100%;
      opacity: 0.5;
    }
  }
`;
