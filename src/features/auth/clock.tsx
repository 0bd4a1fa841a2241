import { createContext, useContext, type ReactNode } from 'react';
import { systemNow, type NowFn } from '@/ui/_shared';

const ClockContext = createContext<NowFn>(systemNow);

/** The clock send-code countdowns read; stories and tests freeze it so pixels never depend on time. */
export function ClockProvider({ now, children }: { now: NowFn; children: ReactNode }) {
  return <ClockContext.Provider value={now}>{children}</ClockContext.Provider>;
}

export const useNow = () => useContext(ClockContext);
