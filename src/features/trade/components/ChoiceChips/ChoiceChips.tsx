import { useId, useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '@/ui/_shared';

export interface ChoiceOption<V extends string | number> {
  value: V;
  label: ReactNode;
  /** A second, smaller line (a duration's profit ratio and minimum). */
  detail?: ReactNode;
  disabled?: boolean;
}

export interface ChoiceChipsProps<V extends string | number> {
  /** The group's visible name. */
  label: ReactNode;
  options: readonly ChoiceOption<V>[];
  /** The chosen value; none is chosen while undefined. */
  value: V | undefined;
  onChange: (value: V) => void;
  /** Text under the chips (an error or a hint), linked to the group. */
  note?: ReactNode;
  /** The note is an error: announced, and the group is marked invalid. */
  invalid?: boolean;
  /** One row that scrolls sideways instead of wrapping (a narrow ticket column). */
  scroll?: boolean;
  className?: string;
}

/** Characters a node label is counted as (a label that is not plain text). */
const NODE_CHARS = 4;
/** The least width, in characters of the chip's text, of a chip with a second line (a duration's ratio and minimum). */
const DETAIL_CHARS = 10;

/** The widest option's text in characters: the grid's columns are at least that wide, so no chip is squeezed. */
function widestChars(options: readonly Pick<ChoiceOption<string | number>, 'label' | 'detail'>[]): number {
  let widest = 0;
  for (const o of options) {
    const text = typeof o.label === 'string' || typeof o.label === 'number' ? String(o.label) : null;
    widest = Math.max(
      widest,
      text === null ? NODE_CHARS : [...text].length,
      o.detail != null ? DETAIL_CHARS : 0,
    );
  }
  return widest;
}

/**
 * One choice out of many, as a regular grid of chips (leverage, duration): every column as wide as the widest
 * chip needs, as many columns as fit, and a last row's leftovers keep the column width (never one chip stretched
 * across a row); or one row that scrolls sideways (`scroll`). Native radios in a labelled radiogroup, each chip at
 * least 44 px square, the chosen one filled and bold (never colour alone).
 */
export function ChoiceChips<V extends string | number>({
  label,
  options,
  value,
  onChange,
  note,
  invalid,
  scroll = false,
  className,
}: ChoiceChipsProps<V>) {
  const id = useId();
  const group = useRef<HTMLDivElement>(null);
  // a scrolling row keeps the chosen chip in view (centred when it can be), without moving the page: when the
  // choice changes, and when the row gets its width (mounted in a hidden tab or sheet, it has none yet)
  useLayoutEffect(() => {
    const row = group.current;
    if (!scroll || !row) return;
    const centre = () => {
      const chosen = row.querySelector<HTMLElement>('input:checked')?.parentElement;
      if (chosen && row.clientWidth > 0)
        row.scrollLeft = chosen.offsetLeft - row.offsetLeft - (row.clientWidth - chosen.offsetWidth) / 2;
    };
    centre();
    if (typeof ResizeObserver === 'undefined') return;
    let width = row.clientWidth;
    const resized = new ResizeObserver(() => {
      if (row.clientWidth !== width) centre();
      width = row.clientWidth;
    });
    resized.observe(row);
    return () => resized.disconnect();
  }, [scroll, value]);
  return (
    <$Wrap className={className}>
      <$Label id={`${id}-label`}>{label}</$Label>
      <$Group
        ref={group}
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={note != null ? `${id}-note` : undefined}
        aria-invalid={invalid || undefined}
        data-scroll={scroll || undefined}
        style={{ '--chip-chars': widestChars(options) } as CSSProperties}
      >
        {options.map((opt) => (
          <$Option key={String(opt.value)}>
            <$Radio
              type="radio"
              name={id}
              value={String(opt.value)}
              checked={opt.value === value}
              disabled={opt.disabled}
              onChange={() => onChange(opt.value)}
            />
            <$Face>
              <span>{opt.label}</span>
              {opt.detail != null && <$Detail>{opt.detail}</$Detail>}
            </$Face>
          </$Option>
        ))}
      </$Group>
      {note != null && (
        <$Note id={`${id}-note`} role={invalid ? 'alert' : undefined} data-invalid={invalid || undefined}>
          {note}
        </$Note>
      )}
    </$Wrap>
  );
}

const $Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
`;

const $Label = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const $Group = styled.div`
  /* columns as wide as the widest chip's text (+ its padding, + 1ch for the bold chosen one), at least 44 px,
     never wider than the group; auto-fit: a single row's chips share its width equally */
  --chip-min: max(
    ${({ theme }) => theme.size.touch},
    calc(
      (var(--chip-chars, 4) + 1) * 1ch + 2 * ${({ theme }) => theme.space['2']} + 2 *
        ${({ theme }) => theme.size.border}
    )
  );
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, var(--chip-min)), 1fr));
  gap: ${({ theme }) => theme.space['2']};
  font-size: ${({ theme }) => theme.font.size.md};
  /* room for the focus ring inside the scroller, which clips what overflows it */
  &[data-scroll] {
    display: flex;
    flex-wrap: nowrap;
    overflow-x: auto;
    margin: calc(-1 * ${({ theme }) => theme.space['1']});
    padding: ${({ theme }) => theme.space['1']};
    scrollbar-width: none;
    & > * {
      flex: 0 0 auto;
    }
  }
`;

const $Option = styled.label`
  position: relative;
  display: flex;
  min-width: ${({ theme }) => theme.size.touch};
  cursor: pointer;
`;

const $Radio = styled.input`
  ${visuallyHidden}
`;

const $Face = styled.span`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['2']};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgInput};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  input:checked + & {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.bgElevated};
    color: ${({ theme }) => theme.color.textPrimary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    box-shadow: inset 0 0 0 ${({ theme }) => theme.size.border} ${({ theme }) => theme.color.brand};
  }
  input:focus-visible + & {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.border};
  }
  input:disabled + & {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

const $Detail = styled.span`
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const $Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
  overflow-wrap: anywhere;
  &[data-invalid] {
    color: ${({ theme }) => theme.color.danger};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
