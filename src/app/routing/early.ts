import { resolveApiBase, type BaseEnv } from '@/api/base';
import { startEarly } from '@/api/early';
import { buildRequest } from '@/api/httpRequest';
import { wireLocale, type UiLocale } from '@/lib/locale';
import { STORAGE_KEYS } from '@/state/storageKeys';
import type { LandingCall } from './landingCalls';

/** What the build gives index.html's early script (`earlyBoot.ts`). */
export interface EarlyConfig {
  /** Route path → its landing calls (`LANDING_CALLS`). */
  calls: Record<string, LandingCall[]>;
  /** The route of an empty hash. */
  home: string;
  /** The build's API base settings (`VITE_API_BASE`, `VITE_PRODUCTION_HOST`). */
  env: BaseEnv;
}

/** The stored value of a `jsonStorage` key, if it is a string. */
function stored(storage: Pick<Storage, 'getItem'>, key: string): string | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Starts the landing route's calls from index.html, before the app's script: the same requests the client
 * will make for them (the stored language and token, the API base rule), so it takes their answers
 * (`takeEarly`). Never throws: without storage or a known route it starts nothing.
 */
export function bootEarly(config: EarlyConfig, location: Location = window.location): void {
  try {
    const path = location.hash.replace(/^#/, '').split('?')[0] || '/';
    const calls = config.calls[path === '/' ? config.home : path];
    if (!calls?.length) return;
    const storage = window.localStorage;
    // as wireApi's getLang: the stored language (en by default)
    const lang = wireLocale((stored(storage, STORAGE_KEYS.lang) ?? 'en') as UiLocale);
    const token = stored(storage, STORAGE_KEYS.token);
    const base = resolveApiBase(location, config.env);
    startEarly(calls.map(({ path: call, ...shape }) => buildRequest(base, call, shape, lang, token)));
  } catch {
    // private mode without storage, an old browser: the app makes the calls itself
  }
}
