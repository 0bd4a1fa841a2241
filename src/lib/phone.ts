/**
 * Mobile numbers (spec §5), apart from the other validators. The country metadata is ≈ 33 KB gzip — more than
 * half a route's budget — so it loads only when a number is to be checked: a form offering a phone number calls
 * `preloadPhone()` once the user has picked it (the phone tab, the bind-phone form), and `isMobile` awaits it.
 * A user who signs in by e-mail never downloads it.
 */
// The "mobile" metadata (5 KB more than "min") checks the digits of mobile numbers; "min" checks only the
// length, so it would accept landlines and made-up numbers for an SMS code.
import type * as PhoneModule from 'libphonenumber-js/mobile';

type Phone = typeof PhoneModule;

let loading: Promise<Phone> | null = null;

/** Starts loading the metadata (once); the same promise every time. A failed load is tried again next call. */
export function preloadPhone(): Promise<Phone> {
  loading ??= import('libphonenumber-js/mobile').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** A mobile number valid for the country (ISO 3166-1 alpha-2, any case); national or +international form. */
export async function isMobile(number: string, countryIso2: string): Promise<boolean> {
  const { isSupportedCountry, isValidPhoneNumber } = await preloadPhone();
  const country = countryIso2.toUpperCase();
  return isSupportedCountry(country) && isValidPhoneNumber(number, country as Parameters<typeof isValidPhoneNumber>[1]);
}
