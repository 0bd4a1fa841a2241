/**
 * Demo and real accounts (spec §4: "demo and real, switchable; demo is created after confirmation"). The demo
 * account is its owner's twin: `/user/demo_account` creates it on the first call and answers it afterwards,
 * `/user/change_account` opens a session for the other account of the pair. A switch stores the new token through
 * the session hook, reads the profile again and refetches every query (each one was the other account's).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { createDemoAccount, getUserInfo, resetDemoAccount, switchAccount } from '@/api/auth';
import { useSetStoredUser, useSignIn, useStoredUser, type UserProfile } from '@/state/session';
import { demoOwnersAtom } from './state';

export type AccountMode = 'real' | 'demo';

/**
 * Switching back needs the real account's id: the demo account's profile names it (`demo_owner_id`), else this
 * device remembers it from the switch to demo (`demoOwnersAtom`); a platform that sends neither cannot go back.
 */
export class OwnerUnknownError extends Error {
  constructor() {
    super('owner unknown');
    this.name = 'OwnerUnknownError';
  }
}

/** The session's account and the actions on it. */
export function useAccountSwitch() {
  const user = useStoredUser();
  const setUser = useSetStoredUser();
  const [owners, setOwners] = useAtom(demoOwnersAtom);
  const signIn = useSignIn();
  const queryClient = useQueryClient();
  const mode: AccountMode = user?.is_demo ? 'demo' : 'real';
  // A session restored without its stored profile (cleared storage, an older version's) reads it first.
  const currentProfile = async (): Promise<UserProfile> => {
    if (user) return user;
    const profile = await getUserInfo();
    setUser(profile);
    return profile;
  };

  const change = useMutation({
    mutationKey: ['user', 'change_account', {}],
    retry: 0,
    mutationFn: async (to: AccountMode) => {
      const user = await currentProfile();
      let target: number;
      if (to === 'demo') {
        target = (await createDemoAccount(user.id)).userId;
        setOwners((all) => ({ ...all, [target]: user.id }));
      } else {
        // the server names the owner (the demo exchange does); else what this device saw at the switch
        const owner = user.demo_owner_id ?? (await getUserInfo().catch(() => user)).demo_owner_id ?? owners[user.id];
        if (owner === undefined) throw new OwnerUnknownError();
        target = owner;
      }
      const next = await switchAccount(target);
      signIn(next.token, null);
      const profile: UserProfile = await getUserInfo().catch(() => ({ ...user, id: next.userId, is_demo: to === 'demo' }));
      setUser(profile);
      await queryClient.invalidateQueries();
      return next;
    },
  });

  const reset = useMutation({
    mutationKey: ['user', 'reset_account', {}],
    retry: 0,
    mutationFn: async () => {
      await resetDemoAccount((await currentProfile()).id);
      await queryClient.invalidateQueries();
    },
  });

  return {
    mode,
    /** Switches to the demo account, creating it on the first time (the caller has asked first). */
    toDemo: () => change.mutateAsync('demo'),
    /** Back to the real account; rejects with OwnerUnknownError when this device never saw the switch to demo. */
    toReal: () => change.mutateAsync('real'),
    /** Puts the demo account back to its starting funds (the caller has asked first). */
    resetDemo: () => reset.mutateAsync(),
    pending: change.isPending || reset.isPending,
  };
}
