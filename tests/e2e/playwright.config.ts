import { defineConfig } from '@playwright/test';
import { launchOptions } from '../browser';

/**
 * End-to-end against the real thing: the built app and the demo exchange started as `npm start`
 * runs them (one Node process, real socket, real SQLite). Each spec starts its own server on a
 * free port with its own data directory (see server.ts), so it can restart it.
 */
export default defineConfig({
  testDir: '.',
  testMatch: ['*.spec.ts'],
  // two spec files at a time: each has its own server and data, and much of a spec is waiting on the demo's
  // clock (settlements, reviews) rather than on the cores
  workers: 2,
  retries: 0,
  timeout: 120_000,
  // two specs and their servers share two cores: a screen that shows in 1 s alone can need several
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: '../../test-results/e2e',
  use: {
    viewport: { width: 390, height: 844 },
    timezoneId: 'UTC',
    locale: 'en-US',
    launchOptions,
    trace: 'retain-on-failure',
  },
});
