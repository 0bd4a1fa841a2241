import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  addFavorite,
  favoriteSymbols,
  favoritesQuery,
  marketsQuery,
  removeFavorite,
  type Favorite,
  type Market,
} from '@/api/market';
import { ERROR_REDIRECT_MS } from '@/lib/constants';
import { useIsLoggedIn } from '@/state/session';
import { toast } from '@/ui/Toast';
import { paths } from '@/lib/routes';

/** Every pair (the REST snapshot; live figures come from `src/realtime/market.ts`). */
export function useMarkets() {
  return useQuery(marketsQuery());
}

/** The signed-in user's favourites (disabled when signed out: data undefined). */
export function useFavorites() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...favoritesQuery(), enabled: loggedIn });
}

/** The signed-in user's favourite symbols (empty when signed out). */
export function useFavoriteSymbols(): {
  symbols: string[];
  set: ReadonlySet<string>;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
} {
  const query = useFavorites();
  const markets = useMarkets();
  const symbols = useMemo(() => favoriteSymbols(query.data ?? [], markets.data ?? []), [query.data, markets.data]);
  const set = useMemo(() => new Set(symbols), [symbols]);
  return {
    symbols,
    set,
    isLoading: query.isLoading || (query.isSuccess && markets.isLoading),
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}

interface ToggleVars {
  market: Pick<Market, 'symbol' | 'currency_id'>;
  /** The state after the toggle: true adds, false removes. */
  favorite: boolean;
  /** The rows starring this coin when the toggle was asked for (what `/optional/del` needs). */
  rows: Favorite[];
}

/**
 * Adds or removes a favourite; the list updates at once and rolls back when the call fails.
 * `toggle(market, favorite)` has a stable identity.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: ['market', 'optional_toggle', {}],
    mutationFn: async ({ market, favorite, rows }: ToggleVars) => {
      if (favorite) {
        await addFavorite(market.currency_id);
        return;
      }
      // A row still only optimistic (negative id) has no server id yet: the coin identifies it.
      const targets = rows.length > 0 ? rows : [{ id: 0, currency_id: market.currency_id }];
      await Promise.all(targets.map((row) => removeFavorite(row)));
    },
    onMutate: async ({ market, favorite }) => {
      const { queryKey } = favoritesQuery();
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Favorite[]>(queryKey);
      queryClient.setQueryData<Favorite[]>(queryKey, (list = []) =>
        favorite
          ? list.some((f) => f.currency_id === market.currency_id)
            ? list
            : [...list, { id: -market.currency_id, currency_id: market.currency_id }]
          : list.filter((f) => f.currency_id !== market.currency_id),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context) queryClient.setQueryData(favoritesQuery().queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesQuery().queryKey }),
  });
  const { mutate } = mutation;
  const toggle = useCallback(
    (market: Pick<Market, 'symbol' | 'currency_id'>, favorite: boolean) => {
      const rows = (queryClient.getQueryData<Favorite[]>(favoritesQuery().queryKey) ?? []).filter(
        (f) => f.currency_id === market.currency_id,
      );
      mutate({ market, favorite, rows });
    },
    [queryClient, mutate],
  );
  return { ...mutation, toggle };
}

/** Spec §6 for visitors: the please-log-in toast, then the login page after 1.2 s. */
export function usePleaseLogIn(): () => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(() => {
    toast.show(t('error.pleaseLogin'));
    setTimeout(() => void navigate(paths.login()), ERROR_REDIRECT_MS);
  }, [t, navigate]);
}

/**
 * The star button's action: toggles a favourite when signed in; otherwise asks the visitor to log in.
 * Stable identity, so memoised rows do not re-render.
 */
export function useFavoriteAction(): (
  market: Pick<Market, 'symbol' | 'currency_id'>,
  favorite: boolean,
) => void {
  const loggedIn = useIsLoggedIn();
  const pleaseLogIn = usePleaseLogIn();
  const { toggle } = useToggleFavorite();
  return useCallback(
    (market, favorite) => (loggedIn ? toggle(market, favorite) : pleaseLogIn()),
    [loggedIn, toggle, pleaseLogIn],
  );
}
