import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { jsonStorage, STORAGE_KEYS } from './storage';

/** Coin entry (spec §3). */
export interface Coin {
  id: number;
  name: string;
  subName: string;
  type?: string;
  status: number;
  image?: string;
}

/** The coins the spec lists; the server's `/currency/list` replaces them once loaded. */
export const DEFAULT_COINS: Coin[] = [
  { id: 3, name: 'USDT', subName: 'TRC20', status: 1 },
  { id: 3, name: 'USDT', subName: 'ERC20', status: 1 },
  { id: 45, name: 'USDC', subName: 'ERC20', status: 1 },
  { id: 2, name: 'ETH', subName: 'ERC20', status: 1 },
  { id: 1, name: 'BTC', subName: 'BTC', status: 1 },
];
export const coinsAtom = atom<Coin[]>(DEFAULT_COINS);

/** Asset account types (spec §3). */
export const ACCOUNT_TYPES = [
  { id: 1, key: 'legal' },
  { id: 2, key: 'change' },
  { id: 3, key: 'lever' },
  { id: 4, key: 'micro' },
] as const;
export const accountTypesAtom = atom(ACCOUNT_TYPES);

/** Fiat display setting: currency_code default USD, rate default 1 (spec §3, §9). Rate is a string. */
export interface FiatSetting {
  currency_code: string;
  rate: string;
}
export const fiatAtom = atomWithStorage<FiatSetting>(STORAGE_KEYS.fiat, { currency_code: 'USD', rate: '1' }, jsonStorage<FiatSetting>(), {
  getOnInit: true,
});

/** Customer-service settings from `/getSetting`. */
export type ServiceSettings = Record<string, string>;
export const serviceSettingsAtom = atom<ServiceSettings | null>(null);

/** Home notice pop-up shown once per session; futures page waiting flag (spec §3). */
export const adShownAtom = atom(false);
export const futuresWaitingAtom = atom(false);
