import { useId, type CSSProperties } from 'react';
import { visuallyHidden } from '../_shared';
import styled from 'styled-components';

export interface SliderProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Values marked under the track (tap to jump). */
  marks?: number[];
  /** Display of a value, e.g. (v) => `${v}×` or `${v}%`; also the screen-reader value text. */
  format?: (value: number) => string;
  /** Visible label. */
  label: string;
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
}

/** A native range slider (keyboard + screen-reader ready) with marks, e.g. leverage 1–100× or 0–100 %. */
export function Slider({
  value,
  onChange,
  min = 0,
  max = 100,
  step = 1,
  marks = [],
  format = String,
  label,
  hideLabel = false,
  disabled,
  className,
}: SliderProps) {
  const id = useId();
  const pct = max > min ? ((value - min) / (max - min)) * 100 : 0;
  return (
    <$Field className={className} data-disabled={disabled || undefined}>
      <$Head data-hidden={hideLabel || undefined}>
        <label htmlFor={id}>{label}</label>
        <$Value aria-hidden="true">{format(value)}</$Value>
      </$Head>
      <$Range
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={format(value)}
        style={{ '--fill': `${pct}%` } as CSSProperties}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      {marks.length > 0 && (
        <$Marks aria-hidden="true">
          {marks.map((m) => (
            <$Mark
              key={m}
              type="button"
              tabIndex={-1}
              disabled={disabled}
              data-active={m <= value || undefined}
              style={{ '--at': `${max > min ? ((m - min) / (max - min)) * 100 : 0}%` } as CSSProperties}
              onClick={() => onChange(m)}
            >
              {format(m)}
            </$Mark>
          ))}
        </$Marks>
      )}
    </$Field>
  );
}

const $Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  /* A disabled slider dims its track and marks (inactive controls); its label and value stay readable. */
  &[data-disabled] input,
  &[data-disabled] button {
    opacity: 0.45;
  }
`;

const $Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  &[data-hidden] label {
    ${visuallyHidden}
  }
`;

const $Value = styled.span`
  color: ${({ theme }) => theme.color.textPrimary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const $Range = styled.input`
  width: 100%;
  height: ${({ theme }) => theme.size.touch};
  margin: 0;
  background: transparent;
  appearance: none;
  cursor: pointer;
  &::-webkit-slider-runnable-track {
    height: ${({ theme }) => theme.space['1']};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: linear-gradient(
      to right,
      ${({ theme }) => theme.color.brand} var(--fill),
      ${({ theme }) => theme.color.border} var(--fill)
    );
  }
  &::-moz-range-track {
    height: ${({ theme }) => theme.space['1']};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.border};
  }
  &::-moz-range-progress {
    height: ${({ theme }) => theme.space['1']};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.brand};
  }
  &::-webkit-slider-thumb {
    appearance: none;
    width: ${({ theme }) => theme.space['5']};
    height: ${({ theme }) => theme.space['5']};
    margin-top: calc((${({ theme }) => theme.space['1']} - ${({ theme }) => theme.space['5']}) / 2);
    border: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.brand};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.bgSurface};
  }
  &::-moz-range-thumb {
    width: ${({ theme }) => theme.space['5']};
    height: ${({ theme }) => theme.space['5']};
    border: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.brand};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.bgSurface};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const $Marks = styled.div`
  position: relative;
  height: ${({ theme }) => theme.space['6']};
  margin: 0 ${({ theme }) => theme.space['2']};
`;

const $Mark = styled.button`
  position: absolute;
  left: var(--at);
  transform: translateX(-50%);
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  cursor: pointer;
  &[data-active] {
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;
