import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFavorites, useToggleFavorite, type Market } from '@/api/market';
import { LOGIN_PATH } from '@/app/routing/types';
import { ERROR_REDIRECT_MS } from '@/lib/constants';
import { isLoggedInAtom } from '@/state/session';
import { toast } from '@/ui/Toast';

/** The signed-in user's favourite symbols (empty when signed out). */
export function useFavoriteSymbols(): { symbols: string[]; set: ReadonlySet<string>; isLoading: boolean; isError: boolean; refetch: () => void } {
  const query = useFavorites();
  const symbols = useMemo(() => (query.data ?? []).map((f) => f.symbol), [query.data]);
  const set = useMemo(() => new Set(symbols), [symbols]);
  return { symbols, set, isLoading: query.isLoading, isError: query.isError, refetch: () => void query.refetch() };
}

/** Spec §6 for visitors: the please-log-in toast, then the login page after 1.2 s. */
export function usePleaseLogIn(): () => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(() => {
    toast.show(t('error.pleaseLogin'));
    setTimeout(() => void navigate(LOGIN_PATH), ERROR_REDIRECT_MS);
  }, [t, navigate]);
}

/**
 * The star button's action: toggles a favourite when signed in; otherwise asks the visitor to log in.
 * Stable identity, so memoised rows do not re-render.
 */
export function useFavoriteAction(): (market: Pick<Market, 'symbol' | 'currency_id'>, favorite: boolean) => void {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const pleaseLogIn = usePleaseLogIn();
  const { mutate } = useToggleFavorite();
  return useCallback(
    (market, favorite) => (loggedIn ? mutate({ market, favorite }) : pleaseLogIn()),
    [loggedIn, mutate, pleaseLogIn],
  );
}
