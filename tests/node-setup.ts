import { afterAll, vi } from 'vitest';

// The Node test files of a worker share one set of modules (vite.config.ts, `isolate: false`): whatever a file
// replaced for its own tests — fake timers, stubbed environment variables or globals, spied functions — is put
// back before the next file starts.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
