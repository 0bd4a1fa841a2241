import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { buttonReset } from '../_shared';
import { ChevronDown, Icon } from '../Icon';

export interface CollapseItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface CollapseProps {
  items: readonly CollapseItem[];
  /** Only one panel open at a time (FAQ accordion). */
  accordion?: boolean;
  /** Open ids (controlled). */
  open?: readonly string[];
  /** Initially open ids (uncontrolled). */
  defaultOpen?: readonly string[];
  onChange?: (open: string[]) => void;
  /** Heading level of the item titles (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/**
 * Expandable sections (APG accordion): each title is a heading holding a button with aria-expanded and
 * aria-controls; each panel is a region labelled by its button. Closed panels are hidden from everyone.
 */
export function Collapse({ items, accordion = false, open, defaultOpen = [], onChange, headingLevel = 3, className }: CollapseProps) {
  const id = useId();
  const [inner, setInner] = useState<readonly string[]>(defaultOpen);
  const current = open ?? inner;
  const toggle = (itemId: string) => {
    const isOpen = current.includes(itemId);
    const next = isOpen ? current.filter((x) => x !== itemId) : accordion ? [itemId] : [...current, itemId];
    if (open === undefined) setInner(next);
    onChange?.(next);
  };
  const Heading = `h${headingLevel}` as const;
  return (
    <$List className={className}>
      {items.map((item) => {
        const expanded = current.includes(item.id);
        const buttonId = `${id}-${item.id}-button`;
        const panelId = `${id}-${item.id}-panel`;
        return (
          <$Item key={item.id}>
            <$Heading as={Heading}>
              <$Button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                disabled={item.disabled}
                onClick={() => toggle(item.id)}
              >
                <$Title>{item.title}</$Title>
                <$Chevron>
                  <Icon icon={ChevronDown} size="md" />
                </$Chevron>
              </$Button>
            </$Heading>
            <$Panel id={panelId} role="region" aria-labelledby={buttonId} data-open={expanded || undefined}>
              <$PanelInner>
                <$Body>{item.content}</$Body>
              </$PanelInner>
            </$Panel>
          </$Item>
        );
      })}
    </$List>
  );
}

const $List = styled.div`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.bgSurface};
`;

const $Item = styled.div`
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
`;

const $Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const $Button = styled.button`
  ${buttonReset}
  display: flex;
  width: 100%;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  min-height: ${({ theme }) => theme.size.input};
  padding: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['4']};
  color: ${({ theme }) => theme.color.textPrimary};
  text-align: start;
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }
  &:disabled {
    opacity: 0.45;
  }
`;

const $Title = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

const $Chevron = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.color.textTertiary};
  transition: transform ${({ theme }) => theme.motion.normal};
  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/* grid 0fr → 1fr animates to the content's own height; visibility hides a closed panel from AT and Tab */
const $Panel = styled.div`
  display: grid;
  grid-template-rows: 0fr;
  visibility: hidden;
  transition:
    grid-template-rows ${({ theme }) => theme.motion.normal} ease-out,
    visibility 0s linear ${({ theme }) => theme.motion.normal};
  &[data-open] {
    grid-template-rows: 1fr;
    visibility: visible;
    transition:
      grid-template-rows ${({ theme }) => theme.motion.normal} ease-out,
      visibility 0s;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none !important;
  }
`;

const $PanelInner = styled.div`
  min-height: 0;
  overflow: hidden;
`;

const $Body = styled.div`
  padding: 0 ${({ theme }) => theme.space['4']} ${({ theme }) => theme.space['4']};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  overflow-wrap: anywhere;
`;
