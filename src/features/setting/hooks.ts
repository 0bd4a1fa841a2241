import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingQuery } from '@/api/common';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetPassword, logout, userInfoQuery, type ForgetParams } from '@/api/auth';
import { useIsLoggedIn, useSetStoredUser, useSignOut } from '@/state/session';
import { paths, type RouteName } from '@/lib/routes';

/**
 * The signed-in user's profile; every fresh answer is also written to `userAtom`: the spec stores the user
 * object locally (the one piece of server data kept in an atom, decision 55).
 */
export function useUserInfo() {
  const loggedIn = useIsLoggedIn();
  const setUser = useSetStoredUser();
  const query = useQuery({ ...userInfoQuery(), enabled: loggedIn });
  useEffect(() => {
    if (query.data) setUser(query.data);
  }, [query.data, setUser]);
  return query;
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
      void navigate(paths.login(), { replace: true });
      signOut();
      queryClient.removeQueries();
    },
  });
}

/**
 * Whether each account-page entry of `LINK_SETTINGS` has an address configured (one of its settings non-empty);
 * false while unknown or unreadable.
 */
export function useLinkConfigured(settings: Partial<Record<RouteName, readonly string[]>>): (route: RouteName) => boolean {
  const keys = [...new Set(Object.values(settings).flat())] as string[];
  // one query over the settings' own cached queries (not useQueries, whose observer would join the landing's
  // first chunk for one account-page list)
  const client = useQueryClient();
  const { data: answers = [] } = useQuery({
    queryKey: ['setting', 'configured', ...keys],
    queryFn: () => Promise.all(keys.map((k) => client.fetchQuery(settingQuery(k)).catch(() => ''))),
  });
  const set = new Set(keys.filter((_, i) => (answers[i] ?? '').trim() !== ''));
  return (route) => (settings[route] ?? []).some((k) => set.has(k));
}

export function useForgetPassword() {
  return useMutation({ mutationFn: (p: ForgetParams) => forgetPassword(p) });
}
