import { defineConfig } from '@playwright/test';
import { launchOptions } from '../browser';

const PORT = Number(process.env.SB_PORT ?? 6007);

/**
 * Story screenshots (every story is a baseline) and the all-locales layout check, in one pass over the
 * static Storybook build (see stories.spec.ts). Baselines live in tests/visual/__screenshots__ and change only through
 * `npm run test:visual:update`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: ['*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 120_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report/visual' }]] : 'list',
  outputDir: '../../test-results/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: { toHaveScreenshot: { maxDiffPixels: 0, animations: 'disabled', caret: 'hide', scale: 'css' } },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    timezoneId: 'UTC',
    locale: 'en-US',
    reducedMotion: 'reduce',
    colorScheme: 'dark',
    launchOptions,
  },
  webServer: {
    command: `npx tsx ../../scripts/static-server.ts ../../storybook-static ${PORT}`,
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
