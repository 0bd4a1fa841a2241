import { m } from 'framer-motion';
import { useReducedMotion } from './reducedMotion';
import { useEffect } from 'react';
import styled from 'styled-components';

let locks = 0;
let saved = '';
/** Locks page scroll while any modal layer is open (counted, so stacked layers work). */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    if (locks++ === 0) {
      saved = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    return () => {
      if (--locks === 0) document.body.style.overflow = saved;
    };
  }, [active]);
}

/** Dimmed backdrop behind dialogs and sheets; tapping it calls `onClick` (not a focus stop). */
export function Backdrop({ onClick, zIndex }: { onClick?: () => void; zIndex: string }) {
  const reduce = useReducedMotion();
  return (
    <$Backdrop
      data-testid="backdrop"
      style={{ zIndex }}
      aria-hidden="true"
      onClick={onClick}
      initial={reduce ? false : { opacity: 0 }}
      animate={{ opacity: 1 }}
      exit={{ opacity: 0, transition: { duration: reduce ? 0 : 0.15 } }}
      transition={{ duration: reduce ? 0 : 0.2 }}
    />
  );
}

const $Backdrop = styled(m.div)`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.color.overlay};
  -webkit-tap-highlight-color: transparent;
`;
