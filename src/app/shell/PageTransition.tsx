import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { hasShownScreen, markScreen } from '@/app/routing/firstScreen';

/**
 * The 200 ms page transition (spec §2): a short fade and slide as each page mounts. A CSS animation (opacity
 * and transform: the compositor runs it, no script per frame, and the first screen needs no animation code).
 * The landing page appears as it is: nothing fades in front of the first paint. Reduced motion: the global
 * rule sets every animation to 0 s.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [animate] = useState(() => hasShownScreen());
  useEffect(() => markScreen(pathname), [pathname]);
  return <$Page data-enter={animate || undefined}>{children}</$Page>;
}

const $Page = styled.div`
  min-height: 100%;
  @keyframes page-enter {
    from {
      opacity: 0;
      transform: translateX(16px);
    }
  }
  &[data-enter] {
    animation: page-enter ${({ theme }) => theme.motion.page} ease-out;
  }
`;
