import { AnimatePresence, m } from 'framer-motion';
import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@/theme';
import { CloseOnNavigation, Portal, useFocusTrap, useHistoryEntry, useReducedMotion } from '../_shared';
import { MotionScope } from '../_shared/MotionScope';
import { Backdrop, useScrollLock } from '../_shared/Overlay';
import { X } from '../Icon';
import { IconButton } from '../IconButton';

export interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading; also the sheet's accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  children?: ReactNode;
  /** Sticky bottom area (e.g. a confirm Button). */
  footer?: ReactNode;
  showClose?: boolean;
  /** Backdrop tap closes (default true). Escape always closes. */
  dismissible?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal sheet sliding up from the bottom: labelled, focus trapped, Escape closes, safe-area aware. Open, it is
 * an entry of the browser's history: Back closes it alone (through `onClose`) and stays on the page; any other
 * navigation closes it too.
 */
export function BottomSheet(props: BottomSheetProps) {
  useHistoryEntry(props.open, props.onClose);
  return (
    <Portal>
      <MotionScope>
        <AnimatePresence>{props.open && <SheetLayer key="sheet" {...props} />}</AnimatePresence>
      </MotionScope>
    </Portal>
  );
}

function SheetLayer({
  onClose,
  title,
  'aria-label': ariaLabel,
  children,
  footer,
  showClose = true,
  dismissible = true,
  initialFocus,
}: BottomSheetProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const scrolls = useOverflows(body, children);
  const reduce = useReducedMotion();
  useFocusTrap(panel, true, { onEscape: onClose, initialFocus });
  useScrollLock(true);
  const hasHead = title != null || showClose;
  return (
    <>
      <CloseOnNavigation onClose={onClose} />
      <Backdrop zIndex={theme.z.sheet} onClick={dismissible ? onClose : undefined} />
      <$Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title != null ? `${id}-title` : undefined}
        aria-label={title == null ? ariaLabel : undefined}
        tabIndex={-1}
        initial={reduce ? false : { y: '100%' }}
        animate={{ y: 0 }}
        exit={reduce ? { opacity: 0, transition: { duration: 0 } } : { y: '100%' }}
        transition={reduce ? { duration: 0 } : { type: 'tween', duration: 0.22, ease: 'easeOut' }}
      >
        {hasHead && (
          <$Head>
            <$Spacer />
            <$Title id={`${id}-title`}>{title}</$Title>
            {showClose ? (
              <IconButton icon={X} iconSize="md" aria-label={t('dialog.close')} onClick={onClose} />
            ) : (
              <$Spacer />
            )}
          </$Head>
        )}
        {/* a body that scrolls can be focused, so the keyboard can scroll it (axe: scrollable-region-focusable) */}
        <$Body ref={body} tabIndex={scrolls ? 0 : undefined}>
          {children}
        </$Body>
        {footer != null && <$Footer>{footer}</$Footer>}
      </$Panel>
    </>
  );
}

/** Whether the element's content is taller than its box (checked when `content` changes and on resize). */
function useOverflows(ref: RefObject<HTMLElement | null>, content: unknown): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) setOverflows(el.scrollHeight > el.clientHeight + 1);
  }, [ref, content]);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOverflows(el.scrollHeight > el.clientHeight + 1));
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

const $Panel = styled(m.div)`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.z.sheet};
  display: flex;
  flex-direction: column;
  max-width: ${({ theme }) => theme.size.pageMax};
  max-height: 85dvh;
  margin: 0 auto;
  border-radius: ${({ theme }) => theme.radius.xl} ${({ theme }) => theme.radius.xl} 0 0;
  background: ${({ theme }) => theme.color.bgElevated};
  color: ${({ theme }) => theme.color.textPrimary};
  padding-bottom: env(safe-area-inset-bottom);
  &:focus {
    outline: none;
  }
`;

const $Head = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  min-height: ${({ theme }) => theme.size.navBar};
  padding: 0 ${({ theme }) => theme.space['1']};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
`;

const $Spacer = styled.span`
  flex: none;
  width: ${({ theme }) => theme.size.touch};
`;

const $Title = styled.h2`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space['2']} 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
  overflow-wrap: anywhere;
`;

const $Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }
`;

const $Footer = styled.div`
  flex: none;
  padding: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['4']};
  border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
`;
