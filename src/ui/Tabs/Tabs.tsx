import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { buttonReset } from '../_shared';

export interface TabItem<K extends string = string> {
  key: K;
  label: ReactNode;
  /** Panel content; when any item has content the selected one is rendered as a tabpanel. */
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<K extends string = string> {
  items: TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  /** Names the tab list (required when there is no visible heading). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** 'line' (underline, page tabs) or 'pill' (filled chips). */
  variant?: 'line' | 'pill';
  /** Tabs share the width equally instead of scrolling. */
  stretch?: boolean;
  className?: string;
}

/**
 * ARIA tabs: one tab stop, arrow keys / Home / End move and select (automatic activation),
 * horizontal scroll when they do not fit.
 */
export function Tabs<K extends string = string>({
  items,
  value,
  onChange,
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  variant = 'line',
  stretch = false,
  className,
}: TabsProps<K>) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const enabled = items.filter((i) => !i.disabled);
  const hasPanels = items.some((i) => i.content !== undefined);
  const selected = items.find((i) => i.key === value);

  const onKeyDown = (e: KeyboardEvent) => {
    const index = enabled.findIndex((i) => i.key === value);
    let next: TabItem<K> | undefined;
    if (e.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (e.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (e.key === 'Home') next = enabled[0];
    else if (e.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    e.preventDefault();
    onChange(next.key);
    list.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(next.key)}"]`)?.focus();
  };

  return (
    <div className={className}>
      <$List
        ref={list}
        role="tablist"
        aria-label={ariaLabel}
        aria-labelledby={labelledBy}
        onKeyDown={onKeyDown}
        data-variant={variant}
        data-stretch={stretch || undefined}
      >
        {items.map((item) => {
          const active = item.key === value;
          return (
            <$Tab
              key={item.key}
              type="button"
              role="tab"
              id={`${base}-tab-${item.key}`}
              data-key={item.key}
              aria-selected={active}
              aria-controls={hasPanels ? `${base}-panel-${item.key}` : undefined}
              tabIndex={active ? 0 : -1}
              disabled={item.disabled}
              onClick={() => onChange(item.key)}
            >
              {item.label}
            </$Tab>
          );
        })}
      </$List>
      {hasPanels && selected && (
        <div role="tabpanel" id={`${base}-panel-${selected.key}`} aria-labelledby={`${base}-tab-${selected.key}`} tabIndex={0}>
          {selected.content}
        </div>
      )}
    </div>
  );
}

const $List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space['1']};
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  &[data-variant='line'] {
    border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  }
  &[data-variant='pill'] {
    gap: ${({ theme }) => theme.space['2']};
    padding: ${({ theme }) => theme.space['1']} 0;
  }
  &[data-stretch] > * {
    flex: 1 1 0;
  }
`;

const $Tab = styled.button`
  ${buttonReset}
  position: relative;
  flex: none;
  min-height: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['3']};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
  white-space: nowrap;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.textPrimary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  [data-variant='line'] > &[aria-selected='true']::after {
    content: '';
    position: absolute;
    left: ${({ theme }) => theme.space['3']};
    right: ${({ theme }) => theme.space['3']};
    bottom: 0;
    height: ${({ theme }) => theme.size.focusRing};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.brand};
  }
  [data-variant='pill'] > & {
    min-height: ${({ theme }) => theme.space['8']};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.bgElevated};
  }
  [data-variant='pill'] > &::before {
    content: '';
    position: absolute;
    inset: calc((${({ theme }) => theme.space['8']} - ${({ theme }) => theme.size.touch}) / 2) 0;
  }
  [data-variant='pill'] > &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  &:disabled {
    opacity: 0.45;
  }
`;
