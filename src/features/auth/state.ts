import { atom } from 'jotai';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/mobile';
import type { AccountType, AreaChoice } from '@/api/user';
import type { UiLocale } from '@/lib/locale';
import { localeAtom } from '@/state/preferences';

/** The market each UI language most likely dials from: the area picker's starting point. */
const LOCALE_REGION: Record<UiLocale, CountryCode> = {
  en: 'US', hk: 'HK', zh: 'CN', jp: 'JP', th: 'TH', kor: 'KR', spa: 'ES', ida: 'ID', vi: 'VN', tur: 'TR', pseudo: 'US',
};

export function areaOf(iso2: CountryCode): AreaChoice {
  return { iso2, code: getCountryCallingCode(iso2) };
}

const chosenAreaAtom = atom<AreaChoice | null>(null);

/**
 * The calling code for phone accounts: the user's pick on the area picker (/pages/common/area, or
 * /pages/setting/areas from the settings), else the language's market.
 */
export const areaAtom = atom(
  (get) => get(chosenAreaAtom) ?? areaOf(LOCALE_REGION[get(localeAtom)] ?? 'US'),
  (_get, set, next: AreaChoice) => set(chosenAreaAtom, next),
);

/**
 * Form drafts live in memory atoms (never storage) so a round trip to the area picker, or an error,
 * keeps what the user typed. Passwords are wiped on success.
 */
export interface LoginValues {
  type: AccountType;
  account: string;
  password: string;
}
export const emptyLogin: LoginValues = { type: 'email', account: '', password: '' };
export const loginDraftAtom = atom<LoginValues>(emptyLogin);

export interface RegisterValues {
  type: AccountType;
  account: string;
  code: string;
  password: string;
  confirm: string;
  invite: string;
  consent: boolean;
}
export const emptyRegister: RegisterValues = {
  type: 'email',
  account: '',
  code: '',
  password: '',
  confirm: '',
  invite: '',
  consent: false,
};
export const registerDraftAtom = atom<RegisterValues>(emptyRegister);

/** End of the running send-code countdown per form, so it survives the area picker round trip. */
export const codeCountdownAtom = atom<Record<string, number | null>>({});
