import { m } from 'framer-motion';
import type { ReactNode } from 'react';
import { rawTokens } from '@/app/theme';

const seconds = parseInt(rawTokens.motion.page, 10) / 1000;

/** The 200 ms page transition (spec §2): a short fade and slide as each page mounts. */
export function PageTransition({ children }: { children: ReactNode }) {
  return (
    <m.div
      initial={{ opacity: 0, x: 16 }}
      animate={{ opacity: 1, x: 0 }}
      transition={{ duration: seconds, ease: 'easeOut' }}
      style={{ minHeight: '100%' }}
    >
      {children}
    </m.div>
  );
}
