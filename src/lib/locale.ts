/**
 * The app's language codes are the wire codes the server understands (`lang` on every request) and the
 * folder names under `locales/`. They are not BCP-47: `toBcp47` maps them for `Intl` and `<html lang>`.
 */
export const LOCALES = ['en', 'hk', 'zh', 'jp', 'th', 'kor', 'spa', 'ida', 'vi', 'tur'] as const;

export type LocaleCode = (typeof LOCALES)[number];
/** A UI language: one of the ten, or the pseudo-locale translators use to check layouts. */
export type UiLocale = LocaleCode | 'pseudo';

const BCP47: Record<LocaleCode, string> = {
  en: 'en',
  hk: 'zh-HK',
  zh: 'zh-CN',
  jp: 'ja',
  th: 'th',
  kor: 'ko',
  spa: 'es',
  ida: 'id',
  vi: 'vi',
  tur: 'tr',
};

/** BCP-47 tag for a wire code; the Storybook pseudo-locale formats like English. */
export function toBcp47(code: LocaleCode | 'pseudo'): string {
  return code === 'pseudo' ? 'en' : BCP47[code];
}

/** The language a request carries (`lang`): the pseudo-locale asks in English. */
export function wireLocale(code: UiLocale): LocaleCode {
  return code === 'pseudo' ? 'en' : code;
}

/** The upload call's accept-language header (spec §7) knows only these three. */
export function uploadAcceptLanguage(code: LocaleCode): 'zh-cn' | 'zh-tw' | 'en' {
  if (code === 'zh') return 'zh-cn';
  if (code === 'hk') return 'zh-tw';
  return 'en';
}

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Each language's name in itself (autonym), as the language picker shows it. The same in every UI
 * language, so these are data rather than translatable strings.
 */
export const LOCALE_NAMES: Record<LocaleCode, string> = {
  en: 'English',
  hk: '繁體中文',
  zh: '简体中文',
  jp: '日本語',
  th: 'ไทย',
  kor: '한국어',
  spa: 'Español',
  ida: 'Bahasa Indonesia',
  vi: 'Tiếng Việt',
  tur: 'Türkçe',
};

/**
 * A tag the `Intl` APIs accept: `tag` when this engine knows it, else English. A malformed tag would make
 * every `Intl` constructor throw, and a stale stored preference must not take a screen down.
 */
export function resolveLocale(tag: string | undefined): string {
  if (tag === undefined) return 'en';
  try {
    return Intl.NumberFormat.supportedLocalesOf(tag).length > 0 ? tag : 'en';
  } catch {
    return 'en';
  }
}
