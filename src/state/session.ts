import { atom, useAtomValue, useSetAtom } from 'jotai';
import { atomWithStorage, RESET } from 'jotai/utils';
import { useCallback } from 'react';
import { jsonStorage, STORAGE_KEYS } from './storage';

/** The profile returned by `/user/info` (fields the app reads). */
export interface UserProfile {
  id: number;
  account: string;
  email?: string | null;
  phone?: string | null;
  area_code?: string | null;
  nickname?: string | null;
  head_portrait?: string | null;
  signature?: string | null;
  extension_code?: string | null;
  real_name_status?: number;
  google_bind?: boolean;
  is_demo?: boolean;
  credit_score?: number;
  /** Whether a pay password is set (the demo's `pay_password_set`). */
  pay_password_set?: boolean;
  /** The verified real name and ID number (`name`, `card_id`), when the server sends them. */
  real_name?: string | null;
  id_number?: string | null;
  /** On a demo account: the real account it belongs to (the demo's `demo_owner_id`, decision 67). */
  demo_owner_id?: number;
}

export const tokenAtom = atomWithStorage<string | null>(
  STORAGE_KEYS.token,
  null,
  jsonStorage<string | null>(),
  { getOnInit: true },
);
export const userAtom = atomWithStorage<UserProfile | null>(
  STORAGE_KEYS.user,
  null,
  jsonStorage<UserProfile | null>(),
  { getOnInit: true },
);
export const isLoggedInAtom = atom((get) => Boolean(get(tokenAtom)));
export const isDemoAccountAtom = atom((get) => Boolean(get(userAtom)?.is_demo));

/** Whether a session is open (a token is stored). */
export function useIsLoggedIn(): boolean {
  return useAtomValue(isLoggedInAtom);
}

/** The stored session token (raw, as the API wants it in `Authorization`), or null when signed out. */
export function useSessionToken(): string | null {
  return useAtomValue(tokenAtom);
}

/** Whether the signed-in account is a demo account (the stored profile says so). */
export function useIsDemoAccount(): boolean {
  return useAtomValue(isDemoAccountAtom);
}

/** The stored profile (the last `/user/info` answer, kept locally as the spec says), or null. */
export function useStoredUser(): UserProfile | null {
  return useAtomValue(userAtom);
}

/** Replaces the stored profile (after a fresh `/user/info`). */
export function useSetStoredUser(): (user: UserProfile | null) => void {
  return useSetAtom(userAtom);
}

/** Stores the session after a successful login. */
export function useSignIn() {
  const setToken = useSetAtom(tokenAtom);
  const setUser = useSetAtom(userAtom);
  return useCallback(
    (token: string, user: UserProfile | null = null) => {
      setToken(token);
      setUser(user);
    },
    [setToken, setUser],
  );
}

/** Logout clears both token and user (spec §4). */
export function useSignOut() {
  const setToken = useSetAtom(tokenAtom);
  const setUser = useSetAtom(userAtom);
  return useCallback(() => {
    setToken(RESET);
    setUser(RESET);
  }, [setToken, setUser]);
}
