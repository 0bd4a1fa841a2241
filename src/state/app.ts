import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { jsonStorage, STORAGE_KEYS } from './storage';

/**
 * Cross-cutting client state of spec §3 that is not server data. Server data (coins, settings, the notice)
 * lives in TanStack Query (`src/api/*` query factories), never in atoms.
 */

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

/** Futures page waiting flag (spec §3). */
export const futuresWaitingAtom = atom(false);
