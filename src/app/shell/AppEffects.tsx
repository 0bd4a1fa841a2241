import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { switchLocale } from '@/app/i18n';
import { loadLocaleFonts } from '@/app/fonts';
import { applyThemeAttributes } from '@/app/theme';
import { localeAtom, preferencesAtom } from '@/state/preferences';
import { slowCallsAtom } from '@/state/ui';
import { GlobalLoading } from '@/ui/Loading';
import { ToastViewport } from '@/ui/Toast';
import { ConfirmHost } from '@/ui/Dialog';

/** App-wide side effects and overlays: language, theme attributes, toasts, the loading indicator. */
export function AppEffects() {
  const locale = useAtomValue(localeAtom);
  const { theme, upDown } = useAtomValue(preferencesAtom);
  const slowCalls = useAtomValue(slowCallsAtom);

  useEffect(() => {
    void switchLocale(locale);
    if (locale !== 'pseudo') void loadLocaleFonts(locale);
  }, [locale]);

  useEffect(() => applyThemeAttributes(theme, upDown), [theme, upDown]);

  return (
    <>
      <ToastViewport />
      <ConfirmHost />
      <GlobalLoading count={slowCalls} />
    </>
  );
}
