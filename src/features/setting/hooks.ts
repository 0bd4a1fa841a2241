import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '@/app/routing/types';
import { getSetting } from '@/api/common';
import { forgetPassword, getLevelList, logout, type ForgetParams } from '@/api/user';
import { userInfoQuery } from '@/features/auth';
import { isLoggedInAtom, userAtom, useSignOut } from '@/state/session';

/** Query keys of the setting area: `[area, call, params]`. */
export const settingKeys = {
  levels: () => ['user', 'getLevelList', {}] as const,
  settings: (keyword?: string) => ['common', 'getSetting', { keyword }] as const,
};

/** The signed-in user's profile; every fresh answer is also written to `userAtom` (stored locally). */
export function useUserInfo() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setUser = useSetAtom(userAtom);
  const query = useQuery({ ...userInfoQuery(), enabled: loggedIn });
  useEffect(() => {
    if (query.data) setUser(query.data);
  }, [query.data, setUser]);
  return query;
}

export function useLevelList() {
  return useQuery({ queryKey: settingKeys.levels(), queryFn: getLevelList, staleTime: Infinity });
}

export function useSiteSettings(keyword?: string) {
  return useQuery({ queryKey: settingKeys.settings(keyword), queryFn: () => getSetting(keyword), staleTime: 5 * 60_000 });
}

/**
 * Log out: tell the server, then clear the session even if that call failed (the user asked to
 * leave, and a dead session must not trap them), and drop every cached private answer.
 */
export function useLogout() {
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => logout().catch(() => undefined),
    // Leave the (guarded) page first, then drop the session: otherwise the guard would greet a
    // user who just logged out with "please log in first". Options-level callbacks run even after
    // the page unmounts.
    onSettled: () => {
      void navigate(LOGIN_PATH, { replace: true });
      signOut();
      queryClient.removeQueries();
    },
  });
}

export function useForgetPassword() {
  return useMutation({ mutationFn: (p: ForgetParams) => forgetPassword(p) });
}
