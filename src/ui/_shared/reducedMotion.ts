import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Whether motion is reduced: 'user' follows the system setting (`prefers-reduced-motion`), 'always' and
 * 'never' override it (tests and stories). Plain React: the first screen reads it without loading the
 * animation library.
 */
export type ReducedMotionSetting = 'user' | 'always' | 'never';

export const ReducedMotionContext = createContext<ReducedMotionSetting>('user');

const QUERY = '(prefers-reduced-motion: reduce)';
const media = () => (typeof window !== 'undefined' ? window.matchMedia?.(QUERY) : undefined);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

const systemPrefersReduced = () => media()?.matches ?? false;

/** True when animations should not run: the system asks for reduced motion, or the setting says 'always'. */
export function useReducedMotion(): boolean {
  const setting = useContext(ReducedMotionContext);
  const system = useSyncExternalStore(subscribe, systemPrefersReduced, () => false);
  return setting === 'always' || (setting === 'user' && system);
}
