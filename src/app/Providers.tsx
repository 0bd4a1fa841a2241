import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@/theme';
import { i18next } from '@/app/i18n';

type Store = ReturnType<typeof createStore>;

/** Everything a screen needs around it: used by the app, Storybook and component tests alike. */
export function Providers({
  store,
  queryClient,
  children,
}: {
  store: Store;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18next}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            {/* no animation library here: each animated overlay brings it (ui/_shared/MotionScope) */}
            {children}
          </ThemeProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
