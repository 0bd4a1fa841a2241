import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { i18next } from '@/app/i18n';
import { resetConfirm } from '@/ui/Confirm/testing';
import { toast } from '@/ui/Toast';

// CI runs the suite on two shared cores: give `findBy…`/`waitFor` 10 s instead of 1 s, so a slow machine does
// not fail a test whose page is merely late. A missing element still fails.
configure({ asyncUtilTimeout: 10_000 });

// Without vitest globals, Testing Library does not unmount by itself: every render ends with its test, so no
// React work (a query answered late, a timer) runs after the file's DOM is gone ("window is not defined").
afterEach(() => cleanup());

// The component files of a worker share one jsdom and one set of modules (vite.config.ts, `isolate: false`):
// each file starts with no stored state, English, and no toast or question left by the file before.
beforeAll(async () => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  toast.clear();
  resetConfirm();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});
