// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '../engine/core/context';
import { SERVER_TEXT_AREAS } from '../engine/core/testing';
import { t } from './_util';

/** One language's `server-<area>.json` files, merged. */
const load = (code: string): Record<string, string> =>
  Object.assign(
    {},
    ...SERVER_TEXT_AREAS.map((area) =>
      JSON.parse(readFileSync(new URL(`../../locales/${code}/server-${area}.json`, import.meta.url), 'utf8')),
    ),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const en = load('en');

describe('locales/*/server-*.json', () => {
  it.each(LANG_CODES.filter((code) => code !== 'en'))(
    '%s has every key, the same placeholders, and is translated',
    (code) => {
      const catalog = load(code);
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        expect(catalog[key]!.trim(), `${code} ${key}`).not.toBe('');
        expect(placeholders(catalog[key]!), `${code} ${key}`).toEqual(placeholders(text));
      }
      const untranslated = Object.keys(en).filter((key) => catalog[key] === en[key]);
      expect(untranslated.length, `${code}: ${untranslated.join(', ')}`).toBeLessThanOrEqual(
        Object.keys(en).length * 0.05,
      );
    },
  );

  it('carries the spec wording of the balance error', () => {
    expect(en['error.insufficientBalance']).toBe('Insufficient wallet balance');
  });

  it('fills placeholders and falls back to English', () => {
    expect(t('jp', 'error.codeTooSoon', { seconds: 42 })).toBe('42秒後に再度認証コードを取得してください');
    expect(t('nope', 'error.loginFailed')).toBe('Account or password incorrect');
    expect(t(undefined, 'error.passwordShort', { min: 6 })).toBe(
      'The password must be at least 6 characters',
    );
  });
});
