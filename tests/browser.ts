/** One place for the Chromium every browser suite uses (Debian's, or CHROMIUM_PATH). */
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import browser from './browser.json' with { type: 'json' };

export const chromiumPath = [process.env.CHROMIUM_PATH, ...browser.candidates].find((p): p is string =>
  Boolean(p && existsSync(p)),
);

export const chromiumArgs = browser.args;

/**
 * The browser sees only the fonts of tests/fonts/fonts.conf (the Debian font packages `.ci/run`
 * installs), never the machine's others: the same pixels on every fresh machine.
 */
export const browserEnv = (() => {
  mkdirSync('/tmp/h5-trading-fontconfig', { recursive: true });
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  return { ...process.env, FONTCONFIG_FILE: resolve(root, browser.fontconfig) } as Record<string, string>;
})();

/** Launch options for Playwright (falls back to Playwright's own browser when present). */
export const launchOptions = {
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  args: chromiumArgs,
  env: browserEnv,
};
