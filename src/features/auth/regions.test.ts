import { describe, expect, it } from 'vitest';
import { getCountries } from 'libphonenumber-js/mobile';
import { COUNTRY_CODES, listCountries } from './countries';
import { listAreas, searchAreas } from './regions';

describe('area list', () => {
  const en = listAreas('en');

  it('lists every country with its calling code, named in the UI language', () => {
    expect(en.length).toBeGreaterThan(200);
    expect(en.find((a) => a.iso2 === 'JP')).toMatchObject({ name: 'Japan', code: '81' });
    expect(listAreas('jp').find((a) => a.iso2 === 'JP')?.name).toBe('日本');
  });

  it('finds by name (accents ignored), ISO code and calling code', () => {
    expect(searchAreas(en, 'japa').map((a) => a.iso2)).toEqual(['JP']);
    expect(searchAreas(en, 'cote d').map((a) => a.iso2)).toContain('CI');
    expect(searchAreas(en, 'de')[0]?.iso2).toBe('DE');
    expect(searchAreas(en, '+81')[0]?.iso2).toBe('JP');
    expect(searchAreas(en, '44').map((a) => a.iso2)).toContain('GB');
    expect(searchAreas(en, 'atlantis')).toEqual([]);
  });

  it('also matches English names in another UI language', () => {
    expect(searchAreas(listAreas('zh'), 'germany').map((a) => a.iso2)).toEqual(['DE']);
  });
});

describe('country list (without the phone metadata)', () => {
  it('holds the countries the phone metadata knows, so nationality and calling code offer the same ones', () => {
    expect([...COUNTRY_CODES]).toEqual(getCountries());
  });

  it('names and sorts them for the UI language', () => {
    const en = listCountries('en');
    expect(en).toHaveLength(COUNTRY_CODES.length);
    expect(en.find((c) => c.iso2 === 'DE')?.name).toBe('Germany');
    expect(en[0]?.name.localeCompare(en[1]?.name ?? '')).toBeLessThan(0);
    expect(listCountries('jp').find((c) => c.iso2 === 'DE')?.name).toBe('ドイツ');
  });
});
