/** Pure field validators (spec §5). Each returns a boolean; messages belong to the form. */
// Mobile numbers: `./phone` (their country metadata loads only with the forms that take one).

/** Spec §5: "more than 12 digits (one source says at least 12)"; the product chose at least 12. */
export const BANK_CARD_MIN_DIGITS = 12;
export const PASSWORD_MIN_LENGTH = 6;

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

export function isDigits(value: string): boolean {
  return /^\d+$/.test(value);
}

/** Exactly `n` digits (spec §5: verification codes have 6). */
export function isCode(value: string, n = 6): boolean {
  return value.length === n && isDigits(value);
}

export function isPassword(value: string): boolean {
  return length(value) >= PASSWORD_MIN_LENGTH;
}

/** Spec §5: the confirmation must equal the password. */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
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
