// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANG_CODES } from './context';
import { serverCatalogs } from './messages';
import { SERVER_TEXT_AREAS } from './testing';

const dir = (code: string) => new URL(`../../../locales/${code}/`, import.meta.url);
const areaFiles = (code: string) =>
  readdirSync(dir(code))
    .filter((name) => /^server-.+\.json$/.test(name))
    .map((name) => name.slice('server-'.length, -'.json'.length))
    .sort();

describe('server texts: one file per area', () => {
  it.each(LANG_CODES)('%s has exactly the merged area files, and no key in two of them', (code) => {
    expect(areaFiles(code)).toEqual([...SERVER_TEXT_AREAS].sort());
    const seen = new Map<string, string>();
    for (const area of SERVER_TEXT_AREAS) {
      const bundle = JSON.parse(readFileSync(new URL(`server-${area}.json`, dir(code)), 'utf8')) as object;
      for (const key of Object.keys(bundle)) {
        expect(seen.get(key), `${code} ${key}`).toBeUndefined();
        seen.set(key, area);
      }
    }
    expect(Object.keys(serverCatalogs[code]).sort()).toEqual([...seen.keys()].sort());
  });
});
