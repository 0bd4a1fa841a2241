/** One place for the Chromium every browser suite uses (Debian's, or CHROMIUM_PATH). */
import { existsSync } from 'node:fs';

export const chromiumPath = (() => {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => Boolean(p && existsSync(p)));
})();

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--disable-dev-shm-usage',
];

/** Launch options for Playwright (falls back to Playwright's own browser when present). */
export const launchOptions = chromiumPath ? { executablePath: chromiumPath, args: chromiumArgs } : { args: chromiumArgs };
