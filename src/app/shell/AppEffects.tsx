import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { switchLocale } from '@/app/i18n';
import { loadLocaleFonts } from '@/app/fonts';
import { firstScreen } from '@/app/routing/firstScreen';
import { applyThemeAttributes } from '@/theme';
import { localeAtom, preferencesAtom } from '@/state/preferences';
import { slowCallsAtom } from '@/state/ui';
import { GlobalLoading } from '@/ui/Loading';

/**
 * The toast viewport and the confirm dialog's host mount after the first screen: they and their animation code
 * are not part of it. A toast asked for before waits in the toast store and shows then; a `confirm()` asked
 * before mounts a host of its own.
 */
const ToastViewport = lazy(() => import('@/ui/ToastViewport').then((mod) => ({ default: mod.ToastViewport })));
const ConfirmHost = lazy(() => import('@/ui/Dialog').then((mod) => ({ default: mod.ConfirmHost })));

/** App-wide side effects and overlays: language, theme attributes, toasts, the loading indicator. */
export function AppEffects() {
  const locale = useAtomValue(localeAtom);
  const { theme, upDown } = useAtomValue(preferencesAtom);
  const slowCalls = useAtomValue(slowCallsAtom);
  const [afterFirst, setAfterFirst] = useState(false);
  useEffect(() => void firstScreen.then(() => setAfterFirst(true)), []);

  useEffect(() => {
    void switchLocale(locale);
    if (locale !== 'pseudo') void loadLocaleFonts(locale);
  }, [locale]);

  useEffect(() => applyThemeAttributes(theme, upDown), [theme, upDown]);

  return (
    <>
      {afterFirst && (
        <Suspense fallback={null}>
          <ToastViewport />
          <ConfirmHost />
        </Suspense>
      )}
      <GlobalLoading count={slowCalls} />
    </>
  );
}
