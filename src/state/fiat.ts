import { atomWithStorage } from 'jotai/utils';
import { jsonStorage, STORAGE_KEYS } from './storage';

/** The chosen display fiat and its rate per US dollar (spec §3: "currency_code (default USD), rate (default 1)"). */
export interface FiatSetting {
  currency_code: string;
  /** Units of the fiat per US dollar, a decimal string. */
  rate: string;
}

export const DEFAULT_FIAT: FiatSetting = { currency_code: 'USD', rate: '1' };

/** Stored locally (spec §1: the fiat currency is client state). */
export const fiatAtom = atomWithStorage<FiatSetting>(STORAGE_KEYS.fiat, DEFAULT_FIAT, jsonStorage<FiatSetting>(), {
  getOnInit: true,
});
