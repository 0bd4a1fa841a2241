import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { editProfile, setAvatar } from '@/api/setting/profile';
import {
  authenticatorQuery,
  bindAuthenticator,
  bindEmail,
  bindMobile,
  changeLoginPassword,
  securityKeys,
  setPayPassword,
} from '@/api/setting/security';
import { uploadImage, uploadedUrl } from '@/api/uploads';
import { userKeys } from '@/api/auth';
import { fiatRatesQuery } from '@/api/wallet';
import { DEFAULT_FIAT, fiatAtom } from '@/state/fiat';
import { useIsLoggedIn } from '@/state/session';
import { toast } from '@/ui/Toast';

/** After an account change: the profile (and so every page showing it) is read again. */
function useRefreshProfile() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userKeys.info() });
}

/** A mutation whose success toasts the server's text (or `fallback`) and refreshes the profile. */
function useAccountAction<P>(call: (p: P) => Promise<string>, fallback: string) {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: call,
    onSuccess: async (text) => {
      toast.show(text || fallback, { kind: 'success' });
      await refresh();
    },
  });
}

export const useEditProfile = (done: string) => useAccountAction(editProfile, done);
export const useChangeLoginPassword = (done: string) => useAccountAction(changeLoginPassword, done);
export const useSetPayPassword = (done: string) => useAccountAction(setPayPassword, done);
export const useBindMobile = (done: string) => useAccountAction(bindMobile, done);
export const useBindEmail = (done: string) => useAccountAction(bindEmail, done);

/**
 * The avatar's `upload` for `ImageUpload`: the picture goes to `/upload`, its path to `/user/uploadHeadPortrait`;
 * either failing rejects, and the picker offers Retry with the same file (nothing else on the page is lost).
 */
export function useAvatarUpload() {
  const refresh = useRefreshProfile();
  return useCallback(
    async (file: Blob, opts: { onProgress: (fraction: number) => void }) => {
      const path = await uploadImage(file, { onProgress: (f) => opts.onProgress(f * 0.9) });
      await setAvatar(path);
      opts.onProgress(1);
      void refresh();
      return uploadedUrl(path);
    },
    [refresh],
  );
}

/** The key to bind (only while none is bound: the demo refuses a second one). */
export function useAuthenticatorKey(enabled: boolean) {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...authenticatorQuery(), enabled: loggedIn && enabled });
}

export function useBindAuthenticator(done: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: bindAuthenticator,
    onSuccess: async (text) => {
      toast.show(text || done, { kind: 'success' });
      queryClient.removeQueries({ queryKey: securityKeys.authenticator() });
      await refresh();
    },
  });
}

/** The display fiat (stored locally, default USD / 1) and the currencies the exchange-rate service offers. */
export function useFiatChoice() {
  const [fiat, setFiat] = useAtom(fiatAtom);
  const rates = useQuery(fiatRatesQuery());
  const live = rates.data?.find((r) => r.code === fiat.currency_code);
  useEffect(() => {
    if (live && live.rate !== fiat.rate) setFiat({ currency_code: live.code, rate: live.rate });
  }, [live, fiat.rate, setFiat]);
  const options = rates.data ?? [{ code: DEFAULT_FIAT.currency_code, rate: DEFAULT_FIAT.rate }];
  const choose = (code: string) => {
    const found = options.find((r) => r.code === code);
    if (found) setFiat({ currency_code: found.code, rate: found.rate });
  };
  return { fiat, options, choose, loading: rates.isPending };
}
