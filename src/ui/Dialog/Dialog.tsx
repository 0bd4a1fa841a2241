import { AnimatePresence, m } from 'framer-motion';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@/theme';
import { CloseOnNavigation, Portal, useFocusTrap, useHistoryEntry, useReducedMotion } from '../_shared';
import { MotionScope } from '../_shared/MotionScope';
import { Backdrop, useScrollLock } from '../_shared/Overlay';
import { X } from '../Icon';
import { IconButton } from '../IconButton';

export interface DialogProps {
  open: boolean;
  /** Escape, the close button and (unless `dismissible` is false) a tap on the backdrop call this. */
  onClose: () => void;
  title: ReactNode;
  /** Short text under the title (linked as the dialog's description). */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (e.g. Cancel / Confirm). */
  actions?: ReactNode;
  /** Show the × button (default true). */
  showClose?: boolean;
  /** Backdrop tap closes (default true). Escape always closes. */
  dismissible?: boolean;
  /** alertdialog for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Element to focus when it opens (default: the first focusable). */
  initialFocus?: React.RefObject<HTMLElement | null>;
}

/**
 * A centred modal: labelled by its title, focus trapped, Escape closes, focus returns on close. Open, it is an
 * entry of the browser's history: Back closes it alone (through `onClose`) and stays on the page; any other
 * navigation closes it too: it never stays over the next page.
 */
export function Dialog(props: DialogProps) {
  useHistoryEntry(props.open, props.onClose);
  return (
    <Portal>
      <MotionScope>
        <AnimatePresence>{props.open && <DialogLayer key="dialog" {...props} />}</AnimatePresence>
      </MotionScope>
    </Portal>
  );
}

function DialogLayer({
  onClose,
  title,
  description,
  children,
  actions,
  showClose = true,
  dismissible = true,
  role = 'dialog',
  initialFocus,
}: DialogProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const reduce = useReducedMotion();
  useFocusTrap(panel, true, { onEscape: onClose, initialFocus });
  useScrollLock(true);
  return (
    <>
      <CloseOnNavigation onClose={onClose} />
      <Backdrop zIndex={theme.z.dialog} onClick={dismissible ? onClose : undefined} />
      <$Center>
        <$Panel
          ref={panel}
          role={role}
          aria-modal="true"
          aria-labelledby={`${id}-title`}
          aria-describedby={description != null ? `${id}-desc` : undefined}
          tabIndex={-1}
          initial={reduce ? false : { opacity: 0, scale: 0.96 }}
          animate={{ opacity: 1, scale: 1 }}
          exit={reduce ? { opacity: 0, transition: { duration: 0 } } : { opacity: 0, scale: 0.96 }}
          transition={{ duration: reduce ? 0 : 0.2 }}
        >
          <$Head>
            <$Title id={`${id}-title`}>{title}</$Title>
            {showClose && (
              <$Close>
                <IconButton icon={X} iconSize="md" aria-label={t('dialog.close')} onClick={onClose} />
              </$Close>
            )}
          </$Head>
          {description != null && <$Desc id={`${id}-desc`}>{description}</$Desc>}
          {children != null && <$Body>{children}</$Body>}
          {actions != null && <$Actions>{actions}</$Actions>}
        </$Panel>
      </$Center>
    </>
  );
}

const $Center = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space['6']};
  pointer-events: none;
`;

const $Panel = styled(m.div)`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ theme }) => theme.size.pageMax};
  max-height: 100%;
  overflow: auto;
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.bgElevated};
  color: ${({ theme }) => theme.color.textPrimary};
  pointer-events: auto;
  &:focus {
    outline: none;
  }
`;

const $Head = styled.div`
  display: flex;
  align-items: flex-start;
  padding: ${({ theme }) => theme.space['5']} ${({ theme }) => theme.space['5']} 0;
`;

const $Title = styled.h2`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  padding-top: ${({ theme }) => theme.space['2']};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
  overflow-wrap: anywhere;
`;

const $Close = styled.div`
  flex: none;
  margin: calc(-1 * ${({ theme }) => theme.space['2']}) calc(-1 * ${({ theme }) => theme.space['3']}) 0 0;
`;

const $Desc = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['5']} 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  text-align: center;
  overflow-wrap: anywhere;
`;

const $Body = styled.div`
  padding: ${({ theme }) => theme.space['4']} ${({ theme }) => theme.space['5']} 0;
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
`;

const $Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['5']};
  & > * {
    flex: 1 1 0;
    min-width: max-content;
  }
`;
