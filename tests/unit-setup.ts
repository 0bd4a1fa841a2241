import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// CI runs the suite on two shared cores beside other work: give `findBy…`/`waitFor` 3 s instead of 1 s,
// so a slow machine does not fail a test whose page is merely late. A missing element still fails.
configure({ asyncUtilTimeout: 3000 });
