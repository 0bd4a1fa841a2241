/**
 * Unit tests render any screen synchronously: every English namespace is handed to the app's i18n module
 * before it loads (src/app/i18n/index.ts reads `__TEST_ENGLISH__`). Kept out of the app's own code, where the
 * bundler kept the eager import in the entry even behind a `MODE === 'test'` check.
 */
const bundles = import.meta.glob<Record<string, string>>(['/locales/en/*.json', '!/locales/en/server-*.json'], {
  eager: true,
  import: 'default',
});
(globalThis as { __TEST_ENGLISH__?: Record<string, Record<string, string>> }).__TEST_ENGLISH__ = bundles;
