import { createJSONStorage } from 'jotai/utils';
import { STORAGE_VERSION } from '@/lib/constants';

import { STORAGE_KEYS } from './storageKeys';

export { STORAGE_KEYS };

/** JSON local storage that survives a missing or broken `localStorage` (private mode, quota). */
export const jsonStorage = <T>() =>
  createJSONStorage<T>(() => {
    try {
      return window.localStorage;
    } catch {
      return memoryFallback;
    }
  });

const memory = new Map<string, string>();
const memoryFallback = {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, v),
  removeItem: (k: string) => void memory.delete(k),
};

/**
 * Spec §9: the storage-version flag is cleared once if below 1 — stored data from an older app
 * version (token, user) is dropped once, then the flag is set to the current version.
 */
export function migrateStorage(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = window.localStorage) {
  const current = Number(storage.getItem(STORAGE_KEYS.version) ?? '0');
  if (!(current >= STORAGE_VERSION)) {
    storage.removeItem(STORAGE_KEYS.token);
    storage.removeItem(STORAGE_KEYS.user);
    storage.setItem(STORAGE_KEYS.version, String(STORAGE_VERSION));
  }
}
