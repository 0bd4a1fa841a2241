/**
 * Recipients in canonical form: a lower-cased e-mail address, or a phone number in E.164 (`+8613800138000`).
 * Uniqueness, code throttling, the inbox and sign-in all key on these, so `13800138000`, `013800138000`
 * and `0013800138000` (area 86) are one number, not three accounts.
 */
import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type PhoneNumber,
} from 'libphonenumber-js';
import { fail } from '../core';
import type { AccountType } from './types';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const digitsOf = (value: string) => value.replace(/\D/g, '');
export const emailKey = (email: string) => `email:${email}`;
/** `to` is E.164. */
export const mobileKey = (to: string) => `mobile:${to}`;

export function parseEmail(raw: string | undefined): string {
  const email = (raw ?? '').trim().toLowerCase();
  if (!EMAIL_RE.test(email) || email.length > 254) fail('error.emailInvalid');
  return email;
}

export interface Phone {
  /** E.164: `+<area><national significant number>`. */
  to: string;
  /** The national significant number (no national prefix, no leading zeros). */
  number: string;
  area_code: string;
  country_code: string | null;
}

/** National-number spellings worth trying, best first: as typed, with an `00<area>`/`<area>` prefix or zeros removed. */
function nationalCandidates(digits: string, area: string): string[] {
  const out = [digits];
  if (digits.startsWith(`00${area}`)) out.push(digits.slice(2 + area.length));
  if (digits.startsWith(area)) out.push(digits.slice(area.length));
  out.push(digits.replace(/^0+/, ''));
  return [...new Set(out)].filter(Boolean);
}

/**
 * A phone number from the form fields, normalised to E.164 with libphonenumber-js. The dialling code comes
 * from `area_code`, else from the ISO `country_code`, else from a number typed in international form
 * (`+86 138…`); when two of them are given they must agree. National prefixes (`0…`) and an international
 * prefix (`00<area>…`) typed before the number are dropped. Numbers libphonenumber does not consider valid
 * for the region are refused.
 */
export function parsePhone(raw: string | undefined, areaRaw?: string, countryRaw?: string): Phone {
  const text = (raw ?? '').trim();
  if (text.length > 40 || !/^\+?[\d\s().-]+$/.test(text)) fail('error.phoneInvalid');
  let area = digitsOf(areaRaw ?? '');
  const country = (countryRaw ?? '').trim().toUpperCase() || null;
  if (country) {
    if (!isSupportedCountry(country)) fail('error.areaCodeInvalid');
    const calling = getCountryCallingCode(country);
    if (!area) area = calling;
    else if (area !== calling) fail('error.areaCodeInvalid');
  }
  if (area && !/^\d{1,4}$/.test(area)) fail('error.areaCodeInvalid');

  let parsed: PhoneNumber | undefined;
  if (text.startsWith('+')) {
    parsed = parsePhoneNumberFromString(text);
    if (parsed && area && parsed.countryCallingCode !== area) fail('error.areaCodeInvalid');
  } else {
    if (!area) fail('error.areaCodeInvalid');
    for (const candidate of nationalCandidates(digitsOf(text), area)) {
      const p = parsePhoneNumberFromString(candidate, { defaultCallingCode: area });
      if (p && p.countryCallingCode === area && p.isValid()) {
        parsed = p;
        break;
      }
    }
  }
  if (!parsed || !parsed.isValid()) fail('error.phoneInvalid');
  return {
    to: parsed.number,
    number: parsed.nationalNumber,
    area_code: parsed.countryCallingCode,
    country_code: country,
  };
}

/** A canonical recipient for lookups that must not fail (sign-in): E.164, or undefined when unparsable. */
export function tryParsePhone(raw: string | undefined, areaRaw?: string, countryRaw?: string) {
  try {
    return parsePhone(raw, areaRaw, countryRaw);
  } catch {
    return undefined;
  }
}

export function accountTypeOf(type: string | undefined, userString: string | undefined): AccountType {
  if (type === 'email' || type === 'mobile') return type;
  if (type) fail('error.param');
  return (userString ?? '').includes('@') ? 'email' : 'mobile';
}
