/**
 * Each user's favourite pairs (`/optional/add`, `/optional/del`, `/optional/list`), by base coin id.
 *
 * Collection: favorites   `<user_id>:<currency_id>` → FavoriteDoc
 */
import { fail, type EngineContext } from '../core';
import type { UserArea } from '../auth';
import type { Pairs } from './pairs';
import type { Favorite } from './types';

interface FavoriteDoc {
  user_id: number;
  currency_id: number;
  created_at: number;
}

export function createFavorites(ctx: EngineContext, deps: { user: UserArea }, pairs: Pairs) {
  const { store, clock } = ctx;
  const { infos, indexByCurrency } = pairs;

  function favoriteTarget(raw: string | undefined): number {
    const text = (raw ?? '').trim();
    if (!/^\d{1,9}$/.test(text)) fail('error.param');
    const id = Number(text);
    if (!indexByCurrency.has(id)) fail('error.marketUnknown');
    return id;
  }

  return {
    favorites(token: string | undefined): Favorite[] {
      const user = deps.user.requireUser(token);
      return store
        .list<FavoriteDoc>('favorites', { user_id: user.id })
        .filter((f) => indexByCurrency.has(f.currency_id))
        .map((f) => ({
          currency_id: f.currency_id,
          symbol: infos[indexByCurrency.get(f.currency_id)!]!.symbol,
        }));
    },
    addFavorite(token: string | undefined, currencyId: string | undefined): void {
      const user = deps.user.requireUser(token);
      const id = favoriteTarget(currencyId);
      const docId = `${user.id}:${id}`;
      if (!store.get('favorites', docId))
        store.put<FavoriteDoc>('favorites', docId, {
          user_id: user.id,
          currency_id: id,
          created_at: clock(),
        });
    },
    removeFavorite(token: string | undefined, currencyId: string | undefined): void {
      const user = deps.user.requireUser(token);
      store.delete('favorites', `${user.id}:${favoriteTarget(currencyId)}`);
    },
    /** Seeding: favourites for a user id, without a session. */
    seedFavorites(userId: number, currencyIds: number[]): void {
      for (const id of currencyIds)
        store.put<FavoriteDoc>('favorites', `${userId}:${id}`, {
          user_id: userId,
          currency_id: id,
          created_at: clock(),
        });
    },
  };
}
