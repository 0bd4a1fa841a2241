import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LazyMotion, MotionConfig, type FeatureBundle } from 'framer-motion';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@/theme';
import { i18next } from '@/app/i18n';

type Store = ReturnType<typeof createStore>;

type MotionFeatures = () => Promise<FeatureBundle>;

/** framer-motion's animation features from their own chunk (`m` components render their first frame without them). */
export const loadMotionFeatures: MotionFeatures = () => import('./motionFeatures').then((mod) => mod.default);

/** Everything a screen needs around it: used by the app, Storybook and component tests alike. */
export function Providers({
  store,
  queryClient,
  motionFeatures = loadMotionFeatures,
  children,
}: {
  store: Store;
  queryClient: QueryClient;
  /** When the animation features load (the app: after its first screen; stories and tests: at once). */
  motionFeatures?: MotionFeatures;
  children: ReactNode;
}) {
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18next}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            <LazyMotion features={motionFeatures} strict>
              <MotionConfig reducedMotion="user">{children}</MotionConfig>
            </LazyMotion>
          </ThemeProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
