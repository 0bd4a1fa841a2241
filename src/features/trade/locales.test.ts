import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkLocales, type LocaleFiles } from '../../../scripts/i18n-check';
import { LOCALES } from '@/lib/locale';

/** The `trade` namespace (issue 13) in all ten locales: every key, the same placeholders, really translated. */
describe('locales/*/trade.json', () => {
  it('passes the i18n check', () => {
    const root = new URL('../../../locales/', import.meta.url);
    const files: LocaleFiles = {};
    for (const code of LOCALES) files[code] = { trade: readFileSync(new URL(`${code}/trade.json`, root), 'utf8') };
    const identical = readdirSync(root).includes('_identical.json') ? readFileSync(new URL('_identical.json', root), 'utf8') : '{}';
    const { problems, keys } = checkLocales(files, identical);
    expect(problems).toEqual([]);
    expect(keys).toBeGreaterThan(200);
  });
});
