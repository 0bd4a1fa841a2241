/**
 * Local-storage keys the spec stores locally. A module of its own, without imports: index.html's scripts
 * (`vite.config.ts`, `src/app/routing/early.ts`) read the stored language and token before the app loads.
 */
export const STORAGE_KEYS = {
  version: 'storage_version',
  token: 'token',
  user: 'user',
  lang: 'lang',
  fiat: 'fiat',
  preferences: 'preferences',
  recentSymbols: 'recent_symbols',
} as const;
