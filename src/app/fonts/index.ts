/**
 * Fonts ship with the app so every locale renders the same on every machine.
 * Inter (latin, latin-ext, vietnamese… split by unicode-range; its Latin faces reduced to the features the app
 * uses, see scripts/subset-fonts.ts) is part of the initial bundle;
 * CJK and Thai faces are loaded on demand when their locale is chosen (they are large),
 * and each @font-face carries a unicode-range so only the glyph subsets in use are fetched.
 */
import './inter.css';
import type { LocaleCode } from '@/lib/locale';

const scriptFonts: Partial<Record<LocaleCode, () => Promise<unknown>>> = {
  zh: () => Promise.all([import('@fontsource/noto-sans-sc/400.css'), import('@fontsource/noto-sans-sc/700.css')]),
  hk: () => Promise.all([import('@fontsource/noto-sans-tc/400.css'), import('@fontsource/noto-sans-tc/700.css')]),
  jp: () => Promise.all([import('@fontsource/noto-sans-jp/400.css'), import('@fontsource/noto-sans-jp/700.css')]),
  kor: () => Promise.all([import('@fontsource/noto-sans-kr/400.css'), import('@fontsource/noto-sans-kr/700.css')]),
  th: () => Promise.all([import('@fontsource/noto-sans-thai/400.css'), import('@fontsource/noto-sans-thai/700.css')]),
};

/** Loads the script font a locale needs (no-op for Latin-script locales). */
export function loadLocaleFonts(code: LocaleCode): Promise<unknown> {
  return scriptFonts[code]?.() ?? Promise.resolve();
}

/** Storybook and visual tests load every face up front so a locale switch never waits. */
export function loadAllFonts(): Promise<unknown> {
  return Promise.all(Object.values(scriptFonts).map((load) => load()));
}
