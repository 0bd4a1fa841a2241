import { getCountries, getCountryCallingCode } from 'libphonenumber-js/mobile';
import type { AreaChoice } from '@/api/auth';
import type { UiLocale } from '@/lib/locale';
import { toBcp47 } from '@/lib/locale';
import { displayNames } from './countries';

/** One row of the area picker. */
export interface Area extends AreaChoice {
  /** Name in the UI language (from Intl, so every language is right without a hand-written list). */
  name: string;
  /** Lower-cased, accent-free name in the UI language and in English, for search. */
  haystack: string;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();


const cache = new Map<string, Area[]>();

/** Every country libphonenumber knows, named and sorted for the UI language. */
export function listAreas(locale: UiLocale): Area[] {
  const tag = toBcp47(locale);
  const hit = cache.get(tag);
  if (hit) return hit;
  const local = displayNames(tag);
  const english = displayNames('en');
  const collator = new Intl.Collator(tag);
  const areas = getCountries()
    .map((iso2) => {
      const name = local?.of(iso2) ?? iso2;
      return { iso2, code: getCountryCallingCode(iso2), name, haystack: fold(`${name} ${english?.of(iso2) ?? ''}`) };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(tag, areas);
  return areas;
}

/**
 * Filters by name (UI language or English, accents ignored), ISO code ("jp") or calling code
 * ("+81", "81"); calling-code matches first, then names.
 */
export function searchAreas(areas: Area[], query: string): Area[] {
  const q = fold(query.trim());
  if (!q) return areas;
  const digits = q.replace(/^\+/, '').replace(/\s+/g, '');
  if (/^\d+$/.test(digits)) {
    const exact = areas.filter((a) => a.code === digits);
    return [...exact, ...areas.filter((a) => a.code !== digits && a.code.startsWith(digits))];
  }
  const iso = areas.filter((a) => a.iso2.toLowerCase() === q);
  return [...iso, ...areas.filter((a) => !iso.includes(a) && a.haystack.includes(q))];
}
