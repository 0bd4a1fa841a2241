import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { getJestConfig } from '@storybook/test-runner';

const base = getJestConfig();
const browser = JSON.parse(readFileSync(resolve('tests/browser.json'), 'utf8'));
const executablePath = [process.env.CHROMIUM_PATH, ...browser.candidates].find((p) => p && existsSync(p));
// The project's own fontconfig: the browser sees only the fonts `.ci/run` installs (tests/fonts/fonts.conf).
mkdirSync('/tmp/h5-trading-fontconfig', { recursive: true });
const env = { ...process.env, FONTCONFIG_FILE: resolve(browser.fontconfig) };

/**
 * The one story pass (see test-runner.ts) in Debian Chromium: a 390×844 dark page in UTC with reduced
 * motion, as the baselines were made.
 */
export default {
  ...base,
  cacheDirectory: 'node_modules/.cache/jest',
  testTimeout: 60_000,
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath, args: browser.args, env },
      contextOptions: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        timezoneId: 'UTC',
        locale: 'en-US',
        reducedMotion: 'reduce',
        colorScheme: 'dark',
      },
    },
  },
};
