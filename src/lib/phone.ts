/**
 * Mobile numbers (spec §5), apart from the other validators: the country metadata is ≈ 26 KB gzip, so only the
 * forms that take a phone number load it (login, register, binding a phone), not every form that validates.
 */
// The "mobile" metadata (5 KB more than "min") checks the digits of mobile numbers; "min" checks only the
// length, so it would accept landlines and made-up numbers for an SMS code.
import { isSupportedCountry, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/mobile';

/** A mobile number valid for the country (ISO 3166-1 alpha-2, any case); national or +international form. */
export function isMobile(number: string, countryIso2: string): boolean {
  const country = countryIso2.toUpperCase();
  return isSupportedCountry(country) && isValidPhoneNumber(number, country as CountryCode);
}
