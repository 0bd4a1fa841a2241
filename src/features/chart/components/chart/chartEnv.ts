import { useAtomValue } from 'jotai';
import { createContext, useContext, useEffect, useState } from 'react';
import type { ThemeMode, UpDownMode } from '@/theme';
import { preferencesAtom } from '@/state/preferences';

/**
 * The chart's time zone: the user's (undefined) in the app; stories and tests wrap the page in
 * `<ChartTimeZone.Provider value="UTC">` so axis labels do not depend on the machine.
 */
export const ChartTimeZone = createContext<string | undefined>(undefined);

export function useChartTimeZone(): string {
  const fixed = useContext(ChartTimeZone);
  return fixed ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Theme and up-colour for the canvas: the user's preferences (preferencesAtom), as applied on <html>
 * (`data-theme`, `data-updown`, which is also what Storybook's toolbar sets), so the canvas always
 * matches the CSS around it.
 */
export function useChartAppearance(): { mode: ThemeMode; upDown: UpDownMode } {
  const prefs = useAtomValue(preferencesAtom);
  const read = () => {
    const root = typeof document === 'undefined' ? undefined : document.documentElement.dataset;
    const mode: ThemeMode = root?.theme === 'light' || root?.theme === 'dark' ? root.theme : prefs.theme;
    const upDown: UpDownMode =
      root?.updown === 'red-up' || root?.updown === 'green-up' ? root.updown : prefs.upDown;
    return { mode, upDown };
  };
  const [value, setValue] = useState(read);
  useEffect(() => {
    const update = () =>
      setValue((prev) => {
        const next = read();
        return prev.mode === next.mode && prev.upDown === next.upDown ? prev : next;
      });
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme', 'data-updown'],
    });
    return () => observer.disconnect();
    // `read` closes over prefs: re-read when they change
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefs.theme, prefs.upDown]);
  return value;
}
