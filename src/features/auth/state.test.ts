import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/mobile';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { localeAtom } from '@/state/preferences';
import { areaAtom, LOCALE_AREA } from './state';

describe("the area picker's starting point", () => {
  it("each language's market carries its real calling code", () => {
    for (const [locale, area] of Object.entries(LOCALE_AREA))
      expect(area.code, locale).toBe(getCountryCallingCode(area.iso2 as CountryCode));
  });

  it('follows the language until the user picks an area, then keeps the pick', () => {
    const store = createStore();
    store.set(localeAtom, 'jp');
    expect(store.get(areaAtom)).toEqual({ iso2: 'JP', code: '81' });
    store.set(areaAtom, { iso2: 'GB', code: '44' });
    store.set(localeAtom, 'th');
    expect(store.get(areaAtom)).toEqual({ iso2: 'GB', code: '44' });
  });
});
