import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  login,
  register,
  sendEmailCode,
  sendSmsCode,
  userInfoQuery,
  type AccountType,
  type AreaChoice,
  type CodeScene,
  type LoginParams,
  type RegisterParams,
} from '@/api/auth';
import { useSetStoredUser, useSignIn } from '@/state/session';

/** Mutation keys of the user area: `[area, call, params]` (queries: `src/api/auth/index.ts`). */
export const authKeys = {
  login: () => ['user', 'login', {}] as const,
  register: () => ['user', 'register', {}] as const,
};

/** `/user/info` (the api's factory, kept on this feature's door for the setting feature). */
export { userInfoQuery };

/** Stores the token, then loads `/user/info` into `userAtom` (a failed profile load does not undo the login). */
function useCompleteSignIn() {
  const signIn = useSignIn();
  const setUser = useSetStoredUser();
  const queryClient = useQueryClient();
  return async (token: string) => {
    signIn(token);
    const user = await queryClient.fetchQuery(userInfoQuery()).catch(() => null);
    setUser(user);
  };
}

/** Log in; rejects with ApiError 'google' when the account needs its authenticator code. */
export function useLogin() {
  const complete = useCompleteSignIn();
  return useMutation({
    mutationKey: authKeys.login(),
    mutationFn: async (p: LoginParams) => complete(await login(p)),
  });
}

/**
 * Register, then log in with the same credentials. Resolves `signedIn: false` when the account was
 * created but the automatic login failed (the page then sends the user to log in by hand, rather
 * than letting them register the same account again).
 */
export function useRegister() {
  const complete = useCompleteSignIn();
  return useMutation({
    mutationKey: authKeys.register(),
    mutationFn: async (p: RegisterParams): Promise<{ signedIn: boolean }> => {
      await register(p);
      try {
        await complete(await login({ type: p.type, account: p.account, password: p.password, area: p.area }));
        return { signedIn: true };
      } catch {
        return { signedIn: false };
      }
    },
  });
}

/** Sends a verification code by e-mail (`/sms_mail`) or SMS (`/sms_send`). */
export function sendCode(p: { type: AccountType; account: string; area: AreaChoice; scene: CodeScene }): Promise<void> {
  const account = p.account.trim();
  return p.type === 'email'
    ? sendEmailCode({ email: account, scene: p.scene })
    : sendSmsCode({ mobile: account, area: p.area, scene: p.scene });
}
