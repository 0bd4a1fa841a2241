import { LazyMotion, MotionConfig, domAnimation } from 'framer-motion';
import { useContext, type ReactNode } from 'react';
import { ReducedMotionContext } from './reducedMotion';

/**
 * framer-motion's animation features and the reduced-motion setting around an animated overlay (sheet,
 * dialog, toast). Only those overlays import it, directly rather than through `_shared`'s
 * index, so the animation library loads with the first overlay and never with the first screen.
 */
export function MotionScope({ children }: { children: ReactNode }) {
  const reducedMotion = useContext(ReducedMotionContext);
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion={reducedMotion}>{children}</MotionConfig>
    </LazyMotion>
  );
}
