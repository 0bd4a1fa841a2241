import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, toBcp47, type LocaleCode } from '@/lib/locale';
import { pseudoLocalize } from './pseudo';

/**
 * Translations live in `locales/<code>/<ns>.json`. English is bundled (it is the default and the
 * fallback); every other locale is split into its own chunk and loaded when chosen.
 * The pseudo-locale is derived from English at runtime (Storybook only).
 */
type Bundle = Record<string, string>;
// `server.json` holds the demo exchange's own texts (mocks/), not the app's.
const english = import.meta.glob<Bundle>(['/locales/en/*.json', '!/locales/en/server.json'], { eager: true, import: 'default' });
const others = import.meta.glob<Bundle>(['/locales/*/*.json', '!/locales/en/*.json', '!/locales/*/server.json'], {
  import: 'default',
});

export type UiLocale = LocaleCode | 'pseudo';
export const DEFAULT_LOCALE: LocaleCode = 'en';

const nsOf = (path: string) => path.split('/').pop()!.replace(/\.json$/, '');
const codeOf = (path: string) => path.split('/')[2]!;

export const namespaces = Object.keys(english).map(nsOf);

const initial: Resource = { en: Object.fromEntries(Object.entries(english).map(([p, b]) => [nsOf(p), b])) };

void i18next.use(initReactI18next).init({
  resources: initial,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  ns: namespaces,
  defaultNS: 'common',
  keySeparator: false,
  nsSeparator: ':',
  interpolation: { escapeValue: false },
  returnNull: false,
  initImmediate: false,
  saveMissing: import.meta.env.DEV,
  missingKeyHandler: (lngs, ns, key) => console.warn(`[i18n] missing ${lngs.join(',')} ${ns}:${key}`),
} as Parameters<typeof i18next.init>[0]);

const loaded = new Set<string>(['en']);

/** Loads a locale's bundles (idempotent). */
export async function loadLocale(code: UiLocale): Promise<void> {
  if (loaded.has(code)) return;
  if (code === 'pseudo') {
    for (const [path, bundle] of Object.entries(english)) {
      const pseudo = Object.fromEntries(Object.entries(bundle).map(([k, v]) => [k, pseudoLocalize(v)]));
      i18next.addResourceBundle('pseudo', nsOf(path), pseudo, true, true);
    }
  } else {
    const entries = Object.entries(others).filter(([p]) => codeOf(p) === code);
    const bundles = await Promise.all(entries.map(async ([p, load]) => [nsOf(p), await load()] as const));
    for (const [ns, bundle] of bundles) i18next.addResourceBundle(code, ns, bundle, true, true);
  }
  loaded.add(code);
}

/** Loads every locale at once (Storybook, tests). */
export async function loadAllLocales(): Promise<void> {
  await Promise.all([...LOCALES, 'pseudo' as const].map(loadLocale));
}

/** Switches the UI language: bundles, `<html lang>`, then i18next. */
export async function switchLocale(code: UiLocale): Promise<void> {
  await loadLocale(code);
  document.documentElement.lang = toBcp47(code === 'pseudo' ? 'en' : code);
  await i18next.changeLanguage(code);
}

export { i18next };
