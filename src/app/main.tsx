import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { migrateStorage } from '@/state/storage';
import { localeAtom } from '@/state/preferences';
import { createQueryClient } from './queryClient';
import { wireApi } from './wireApi';
import { switchLocale } from './i18n';
import { loadLocaleFonts } from './fonts';
import { App } from './App';
import './fonts';

migrateStorage();
const store = createStore();
const queryClient = createQueryClient();
wireApi(store, queryClient);

// Load the stored language before the first paint so the first screen is already translated.
const locale = store.get(localeAtom);
void Promise.all([switchLocale(locale).catch(() => switchLocale('en')), locale !== 'pseudo' && loadLocaleFonts(locale)]).finally(
  () => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App store={store} queryClient={queryClient} />
      </StrictMode>,
    );
  },
);
