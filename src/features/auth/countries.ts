import type { UiLocale } from '@/lib/locale';
import { toBcp47 } from '@/lib/locale';

/**
 * Countries by name, apart from `regions.ts`: the forms name the chosen area, and the identity form lists
 * nationalities, without the phone metadata (≈ 33 KB gzip) the calling-code list is built from.
 */
export function displayNames(bcp47: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([bcp47], { type: 'region', fallback: 'code' });
  } catch {
    return null;
  }
}

/** The region's name in the UI language (the ISO code when the engine has no name). */
export function regionName(iso2: string, locale: UiLocale): string {
  return displayNames(toBcp47(locale))?.of(iso2) ?? iso2;
}

/** The ISO 3166-1 codes libphonenumber knows (its `getCountries()`, written out: `regions.test.ts` holds them equal). */
export const COUNTRY_CODES = [
  'AC', 'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD',
  'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BW', 'BY', 'BZ', 'CA', 'CC',
  'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ',
  'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB',
  'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GT', 'GU', 'GW', 'GY', 'HK', 'HN', 'HR',
  'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH',
  'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY',
  'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV',
  'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE',
  'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB',
  'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ',
  'TA', 'TC', 'TD', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'US',
  'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'XK', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;

export interface Country {
  iso2: string;
  /** In the UI language. */
  name: string;
}

const countries = new Map<string, Country[]>();

/** Every country, named and sorted for the UI language (nationality pickers). */
export function listCountries(locale: UiLocale): Country[] {
  const tag = toBcp47(locale);
  const hit = countries.get(tag);
  if (hit) return hit;
  const names = displayNames(tag);
  const collator = new Intl.Collator(tag);
  const list = COUNTRY_CODES.map((iso2) => ({ iso2: iso2 as string, name: names?.of(iso2) ?? iso2 })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
  countries.set(tag, list);
  return list;
}
