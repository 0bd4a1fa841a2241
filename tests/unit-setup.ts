import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI runs the suite on two shared cores beside other work: give `findBy…`/`waitFor` 3 s instead of 1 s,
// so a slow machine does not fail a test whose page is merely late. A missing element still fails.
configure({ asyncUtilTimeout: 3000 });

// Without vitest globals, Testing Library does not unmount by itself: every render ends with its test, so no
// React work (a query answered late, a timer) runs after the file's DOM is gone ("window is not defined").
afterEach(() => cleanup());
