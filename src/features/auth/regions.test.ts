import { describe, expect, it } from 'vitest';
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
