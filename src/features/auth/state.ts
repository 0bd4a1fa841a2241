import { atom } from 'jotai';
import type { AreaChoice } from '@/api/auth';
import type { UiLocale } from '@/lib/locale';
import { localeAtom } from '@/state/preferences';
import type { LoginValues, RegisterValues } from './validation';

/**
 * The market each UI language most likely dials from, with its calling code: the area picker's starting
 * point. Written out rather than looked up, so a form that sends a code does not load the phone metadata
 * (≈ 26 KB gzip); `state.test.ts` holds the codes equal to libphonenumber's.
 */
export const LOCALE_AREA: Record<UiLocale, AreaChoice> = {
  en: { iso2: 'US', code: '1' },
  hk: { iso2: 'HK', code: '852' },
  zh: { iso2: 'CN', code: '86' },
  jp: { iso2: 'JP', code: '81' },
  th: { iso2: 'TH', code: '66' },
  kor: { iso2: 'KR', code: '82' },
  spa: { iso2: 'ES', code: '34' },
  ida: { iso2: 'ID', code: '62' },
  vi: { iso2: 'VN', code: '84' },
  tur: { iso2: 'TR', code: '90' },
  pseudo: { iso2: 'US', code: '1' },
};

const chosenAreaAtom = atom<AreaChoice | null>(null);

/**
 * The calling code for phone accounts: the user's pick on the area picker (/pages/common/area, or
 * /pages/setting/areas from the settings), else the language's market.
 */
export const areaAtom = atom(
  (get) => get(chosenAreaAtom) ?? LOCALE_AREA[get(localeAtom)] ?? LOCALE_AREA.en,
  (_get, set, next: AreaChoice) => set(chosenAreaAtom, next),
);

/**
 * Form drafts live in memory atoms (never storage), kept by `useFormDraft`, so a round trip to the area picker,
 * or an error, keeps what the user typed. A successful submit clears them.
 */
export const emptyLogin: LoginValues = { type: 'email', account: '', password: '' };
export const loginDraftAtom = atom<LoginValues>(emptyLogin);

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
