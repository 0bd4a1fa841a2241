import { AnimatePresence, m } from 'framer-motion';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useReducedMotion } from '../_shared';
import { MotionScope } from '../_shared/MotionScope';
import { CircleAlert, CircleCheck, Icon } from '../Icon';
import { toast as defaultStore, type ToastStore } from '../Toast';

export interface ToastViewportProps {
  /** Defaults to the app-wide `toast` queue. */
  store?: ToastStore;
}

/** Shows the current toast of the queue in a polite live region (mounted once, near the app root). */
export function ToastViewport({ store = defaultStore }: ToastViewportProps) {
  const { t } = useTranslation('ui');
  const current = useSyncExternalStore(store.subscribe, store.current, store.current);
  const reduce = useReducedMotion();
  return (
    // The live region is always in the DOM so screen readers pick up each new message.
    <$Region role="status" aria-live="polite" aria-atomic="true" aria-label={t('toast.region')}>
      <MotionScope>
      <AnimatePresence mode="wait" initial={false}>
        {current && (
          <$Toast
            key={current.id}
            data-kind={current.kind}
            initial={reduce ? false : { opacity: 0, scale: 0.96 }}
            animate={{ opacity: 1, scale: 1 }}
            exit={reduce ? { opacity: 0, transition: { duration: 0 } } : { opacity: 0, scale: 0.96 }}
            transition={{ duration: reduce ? 0 : 0.15 }}
          >
            {current.kind !== 'info' && <Icon icon={current.kind === 'success' ? CircleCheck : CircleAlert} size="lg" />}
            <$Text>{current.message}</$Text>
          </$Toast>
        )}
      </AnimatePresence>
      </MotionScope>
    </$Region>
  );
}

const $Region = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.toast};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space['8']};
  pointer-events: none;
`;

const $Toast = styled(m.div)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  max-width: min(100%, ${({ theme }) => theme.size.pageMax});
  padding: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['4']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.toastBg};
  color: ${({ theme }) => theme.color.toastText};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  text-align: center;
  pointer-events: auto;
`;

const $Text = styled.span`
  overflow-wrap: anywhere;
  white-space: pre-line;
`;
