/* Test-only helpers: render a ui component inside the same providers the app gives it. */
import { cleanup, render, type RenderOptions } from '@testing-library/react';
import { afterEach } from 'vitest';
import i18next from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/theme';
import { ReducedMotionContext } from './reducedMotion';
import ui from '../../../locales/en/ui.json';

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

export const testI18n = i18next.createInstance();
void testI18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['ui'],
  defaultNS: 'ui',
  resources: { en: { ui } },
  keySeparator: false,
  nsSeparator: ':',
  interpolation: { escapeValue: false },
  initAsync: false,
} as Parameters<typeof i18next.init>[0]);

export function Providers({
  children,
  initialEntries = ['/'],
}: {
  children: ReactNode;
  initialEntries?: string[];
}) {
  return (
    <I18nextProvider i18n={testI18n}>
      <ThemeProvider theme={theme}>
        <ReducedMotionContext.Provider value="always">
          <MemoryRouter initialEntries={initialEntries}>{children}</MemoryRouter>
        </ReducedMotionContext.Provider>
      </ThemeProvider>
    </I18nextProvider>
  );
}

export function renderUi(
  ui: ReactElement,
  options?: Omit<RenderOptions, 'wrapper'> & { initialEntries?: string[] },
) {
  const { initialEntries, ...rest } = options ?? {};
  return render(ui, {
    wrapper: ({ children }) => <Providers initialEntries={initialEntries}>{children}</Providers>,
    ...rest,
  });
}
