import { existsSync } from 'node:fs';
import { getJestConfig } from '@storybook/test-runner';

const base = getJestConfig();
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/** Storybook interaction + axe tests in Debian Chromium (see ../shared/TOOLCHAIN.md). */
export default {
  ...base,
  cacheDirectory: 'node_modules/.cache/jest',
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath, args },
      contextOptions: { timezoneId: 'UTC', reducedMotion: 'reduce', locale: 'en-US' },
    },
  },
};
