import { describe, expect, it } from 'vitest';
import { isLocaleCode, LOCALE_NAMES, LOCALES, resolveLocale, toBcp47, uploadAcceptLanguage } from './locale';

describe('locale codes', () => {
  it('lists the ten wire codes in picker order', () => {
    expect(LOCALES).toEqual(['en', 'hk', 'zh', 'jp', 'th', 'kor', 'spa', 'ida', 'vi', 'tur']);
  });

  it('maps each to BCP-47, and the pseudo-locale to English', () => {
    expect(LOCALES.map(toBcp47)).toEqual(['en', 'zh-HK', 'zh-CN', 'ja', 'th', 'ko', 'es', 'id', 'vi', 'tr']);
    expect(toBcp47('pseudo')).toBe('en');
  });

  it('maps to tags Intl knows', () => {
    for (const code of LOCALES) {
      expect(Intl.NumberFormat.supportedLocalesOf(toBcp47(code))).toEqual([toBcp47(code)]);
    }
  });

  it('gives the upload call zh-cn, zh-tw or en', () => {
    expect(uploadAcceptLanguage('zh')).toBe('zh-cn');
    expect(uploadAcceptLanguage('hk')).toBe('zh-tw');
    expect(LOCALES.filter((c) => c !== 'zh' && c !== 'hk').map(uploadAcceptLanguage)).toEqual(
      Array(8).fill('en'),
    );
  });

  it('recognises codes', () => {
    expect(LOCALES.every(isLocaleCode)).toBe(true);
    for (const other of ['pseudo', 'ja', 'zh-CN', 'EN', '', undefined, null, 1]) {
      expect(isLocaleCode(other)).toBe(false);
    }
  });

  it('names every language in itself', () => {
    expect(Object.keys(LOCALE_NAMES)).toEqual([...LOCALES]);
    expect(LOCALE_NAMES).toMatchObject({
      en: 'English',
      hk: '繁體中文',
      zh: '简体中文',
      jp: '日本語',
      tur: 'Türkçe',
    });
    expect(new Set(Object.values(LOCALE_NAMES)).size).toBe(LOCALES.length);
  });
});

describe('resolveLocale', () => {
  it('keeps a tag Intl supports', () => {
    expect(resolveLocale('tr')).toBe('tr');
    expect(resolveLocale('zh-HK')).toBe('zh-HK');
  });

  it('falls back to English for a missing, unknown or malformed tag', () => {
    expect(resolveLocale(undefined)).toBe('en');
    expect(resolveLocale('pseudo')).toBe('en');
    expect(resolveLocale('not a tag!')).toBe('en');
    expect(resolveLocale('')).toBe('en');
  });
});
