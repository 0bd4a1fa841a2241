/** Pure field validators (spec §5). Each returns a boolean; messages belong to the form. */
// Mobile numbers: `./phone` (their country metadata loads only with the forms that take one).
import { USER_AMOUNT_RE } from './decimal';

/** Spec §5: "more than 12 digits (one source says at least 12)"; the product chose at least 12. */
export const BANK_CARD_MIN_DIGITS = 12;
export const PASSWORD_MIN_LENGTH = 6;
export const FIAT_PASSWORD_MIN_LENGTH = 4;

export type WalletChain = 'TRC20' | 'ERC20';

/** Lengths as the server counts them: code points, so "𠀀" (outside the BMP) is one character. */
const length = (s: string) => Array.from(s).length;

// The address syntax of the HTML spec's <input type=email>, plus a dot in the domain: an address without
// one cannot receive mail from this service.
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_RE.test(value);
}

/** Mainland China mobile number: 11 digits starting 13–19. */
export function isChinaMobile(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

/** An absolute http(s) URL with a host and no whitespace (the URL parser would silently strip it). */
export function isUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A positive amount as typed: digits with at most one point ("1.", ".5" allowed), no sign, no exponent,
 * no spaces; at most `maxDecimals` fraction digits when given (counted as typed: "1.50" has two).
 */
export function isAmount(value: string, maxDecimals?: number): boolean {
  if (!USER_AMOUNT_RE.test(value) || !/[1-9]/.test(value)) return false;
  const fraction = value.split('.')[1] ?? '';
  return maxDecimals === undefined || fraction.length <= maxDecimals;
}

export function isDigits(value: string): boolean {
  return /^\d+$/.test(value);
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

/**
 * Chinese resident ID: 18 characters (17 digits, a birth date, and an ISO 7064 MOD 11-2 check character,
 * 'X' for 10) or the legacy 15 digits (birth date as YYMMDD in the 1900s, no check character).
 */
export function isIdCard(value: string): boolean {
  if (/^[1-9]\d{14}$/.test(value)) return isDate(`19${value.slice(6, 12)}`);
  if (!/^[1-9]\d{16}[\dXx]$/.test(value) || !isDate(value.slice(6, 14))) return false;
  const sum = ID_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(value[i]), 0);
  return ID_CHECK_CHARS[sum % 11] === value[17]!.toUpperCase();
}

/** YYYYMMDD naming a real calendar day from 1900 on. */
function isDate(yyyymmdd: string): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Exactly `n` digits (spec §5: verification codes have 6). */
export function isCode(value: string, n = 6): boolean {
  return value.length === n && isDigits(value);
}

export function isAlphanumeric(value: string): boolean {
  return /^[A-Za-z0-9]+$/.test(value);
}

export function isPassword(value: string): boolean {
  return length(value) >= PASSWORD_MIN_LENGTH;
}

/** Spec §5: the confirmation must equal the password. */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}

/** Spec §5: at least 4 characters (one source says at most 4; the product chose at least). */
export function isFiatPassword(value: string): boolean {
  return length(value) >= FIAT_PASSWORD_MIN_LENGTH;
}

/** 2–10 Chinese characters, English letters or digits. */
export function isNickname(value: string): boolean {
  return /^[\p{Script=Han}A-Za-z0-9]{2,10}$/u.test(value);
}

/** 2–30 characters, not only whitespace. */
export function isSignature(value: string): boolean {
  const n = length(value);
  return n >= 2 && n <= 30 && value.trim() !== '';
}

export function isBankCard(value: string): boolean {
  return value.length >= BANK_CARD_MIN_DIGITS && isDigits(value);
}

// Neither pattern admits '*', which spec §5 forbids in an address.
const WALLET_RE: Record<WalletChain, RegExp> = {
  // Tron: base58 (no 0, O, I, l), 'T' then 33 characters.
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  // Ethereum: 0x then 40 hex digits. The EIP-55 mixed-case checksum is not checked (needs keccak-256).
  ERC20: /^0x[0-9a-fA-F]{40}$/,
};

export function isWalletAddress(address: string, chain: WalletChain): boolean {
  return WALLET_RE[chain].test(address);
}
