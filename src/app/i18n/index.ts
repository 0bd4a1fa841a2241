import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, toBcp47, type LocaleCode, type UiLocale } from '@/lib/locale';

/**
 * Translations live in `locales/<code>/<ns>.json`, one chunk per file. The app bundles only English's
 * app-wide namespaces (`common`, and `ui` for the design system): a feature's namespace is loaded with its
 * route (the entry starts the landing route's at once, beside its code; `useTranslation('market')` suspends
 * until it is there), and every other locale's files when that locale is chosen.
 * Only English's map of chunks is in the entry: each other locale's map (`maps/<code>.ts`) loads when it is
 * chosen, so the entry does not grow by ten chunk names with every namespace a feature adds.
 * Unit tests get every English namespace up front. The pseudo-locale is derived from English (Storybook only).
 */
type Bundle = Record<string, string>;
type Loader = () => Promise<Bundle>;
// The `server-<area>.json` files hold the demo exchange's own texts (mocks/), not the app's.
const eager = import.meta.glob<Bundle>(['/locales/en/common.json', '/locales/en/ui.json'], {
  eager: true,
  import: 'default',
});
const english = import.meta.glob<Bundle>(['/locales/en/*.json', '!/locales/en/server-*.json'], {
  import: 'default',
});
type Chunks = Record<string, Loader>;
const otherLocales: Record<Exclude<LocaleCode, 'en'>, () => Promise<{ default: Chunks }>> = {
  hk: () => import('./maps/hk'),
  zh: () => import('./maps/zh'),
  jp: () => import('./maps/jp'),
  th: () => import('./maps/th'),
  kor: () => import('./maps/kor'),
  spa: () => import('./maps/spa'),
  ida: () => import('./maps/ida'),
  vi: () => import('./maps/vi'),
  tur: () => import('./maps/tur'),
};

/** The locale's map of namespace chunks (`/locales/<code>/<ns>.json` → loader); unknown codes have none. */
async function chunksOf(code: string): Promise<Chunks> {
  if (code === 'en') return english;
  const map = otherLocales[code as keyof typeof otherLocales];
  return map ? (await map()).default : {};
}
// Unit tests render any screen synchronously: their set-up (tests/i18n-english.ts) hands over every English
// namespace before this module loads; the app itself never carries them.
const testEnglish: Record<string, Bundle> =
  (globalThis as { __TEST_ENGLISH__?: Record<string, Bundle> }).__TEST_ENGLISH__ ?? {};

export type { UiLocale } from '@/lib/locale';
export const DEFAULT_LOCALE: LocaleCode = 'en';

const nsOf = (path: string) =>
  path
    .split('/')
    .pop()!
    .replace(/\.json$/, '');

/** Every namespace of the app (English's files). */
export const namespaces = [
  ...new Set(
    Object.keys(english).map(nsOf),
  ),
];
/** Namespaces every screen uses: loaded before the first render. */
const APP_NAMESPACES = ['common', 'ui'] as const;

const bundled = { ...testEnglish, ...eager };
const initial: Resource = { en: Object.fromEntries(Object.entries(bundled).map(([p, b]) => [nsOf(p), b])) };

async function loadBundle(code: string, ns: string): Promise<Bundle> {
  if (code === 'pseudo') {
    const [english, { pseudoLocalize }] = await Promise.all([loadBundle('en', ns), import('./pseudo')]);
    return Object.fromEntries(Object.entries(english).map(([k, v]) => [k, pseudoLocalize(v)]));
  }
  const path = `/locales/${code}/${ns}.json`;
  const own = bundled[path];
  if (own) return own;
  const load: Loader | undefined = (await chunksOf(code))[path];
  return load ? load() : {};
}

/** i18next backend over the locale chunks. */
const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadBundle(language, namespace).then(
      (bundle) => callback(null, bundle),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

void i18next
  .use(chunkBackend)
  .use(initReactI18next)
  .init({
    resources: initial,
    partialBundledLanguages: true,
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    ns: [...APP_NAMESPACES],
    defaultNS: 'common',
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    returnNull: false,
    initImmediate: false,
    saveMissing: import.meta.env.DEV,
    missingKeyHandler: (lngs, ns, key) => console.warn(`[i18n] missing ${lngs.join(',')} ${ns}:${key}`),
  } as Parameters<typeof i18next.init>[0]);

/** Loads namespaces of the current language (and English, its fallback); resolves when they are in. */
export function loadNamespaces(ns: readonly string[]): Promise<void> {
  return i18next.loadNamespaces([...ns]);
}

/** Loads every namespace of a locale (idempotent): Storybook and tests switch languages with nothing pending. */
export async function loadLocale(code: UiLocale): Promise<void> {
  await i18next.loadLanguages(code);
  await Promise.all(
    namespaces.map(async (ns) => {
      if (!i18next.hasResourceBundle(code, ns))
        i18next.addResourceBundle(code, ns, await loadBundle(code, ns), true, true);
    }),
  );
}

/** Loads every locale at once (Storybook, tests). */
export async function loadAllLocales(): Promise<void> {
  await Promise.all([...LOCALES, 'pseudo' as const].map(loadLocale));
}

/** Switches the UI language: the app-wide strings and those already in use, `<html lang>`, then i18next. */
export async function switchLocale(code: UiLocale): Promise<void> {
  document.documentElement.lang = toBcp47(code === 'pseudo' ? 'en' : code);
  await i18next.changeLanguage(code);
}

export { i18next };
