/**
 * Sessions: `sessions` token → SessionDoc. Tokens are 128-bit random hex, valid `SESSION_TTL_MS`; a user
 * holds at most `MAX_SESSIONS_PER_USER` (logging in beyond that ends the oldest).
 */
import { EngineError, randomHex, type EngineContext } from '../core';
import type { Accounts } from './accounts';
import { MAX_SESSIONS_PER_USER } from './limits';
import type { SessionDoc, UserDoc } from './types';

export const SESSION_TTL_MS = 7 * 24 * 3600_000;

export function createSessions(ctx: EngineContext, accounts: Accounts) {
  const { store, clock, rng } = ctx;

  function newToken(): string {
    // A seeded RNG replays its sequence after a server restart: never hand out a live token twice.
    for (let attempt = 0; attempt < 100; attempt++) {
      const token = randomHex(rng, 16);
      if (!store.get('sessions', token)) return token;
    }
    throw new Error('Could not draw an unused session token: is the RNG constant?');
  }

  function optionalUser(token: string | null | undefined): UserDoc | undefined {
    if (!token) return undefined;
    const session = store.get<SessionDoc>('sessions', token);
    if (!session) return undefined;
    if (session.expires_at <= clock()) {
      store.delete('sessions', token);
      return undefined;
    }
    return accounts.userById(session.user_id);
  }

  /** The signed-in user, or a `999` failure (the client then clears its session and goes to login). */
  function requireUser(token: string | null | undefined): UserDoc {
    if (!token) throw new EngineError('error.needLogin', {}, '999');
    const user = optionalUser(token);
    if (!user) throw new EngineError('error.sessionExpired', {}, '999');
    return user;
  }

  /** A new session for `userId`; the oldest ones beyond the cap end. Returns the token. */
  function open(userId: number): string {
    const now = clock();
    const token = newToken();
    store.transaction(() => {
      store.put<SessionDoc>('sessions', token, {
        token,
        user_id: userId,
        created_at: now,
        expires_at: now + SESSION_TTL_MS,
      });
      const held = store
        .list<SessionDoc>('sessions', { user_id: userId })
        .sort((a, b) => b.created_at - a.created_at || (a.token === token ? -1 : b.token === token ? 1 : 0));
      for (const old of held.slice(MAX_SESSIONS_PER_USER)) store.delete('sessions', old.token);
    });
    return token;
  }

  /** Ends every session of a user (password reset). */
  function revokeAll(userId: number) {
    for (const s of store.list<SessionDoc>('sessions', { user_id: userId }))
      store.delete('sessions', s.token);
  }

  /** Deletes expired sessions; returns how many. */
  function purge(now = clock()): number {
    let removed = 0;
    for (const s of store.list<SessionDoc>('sessions', (doc) => doc.expires_at <= now))
      if (store.delete('sessions', s.token)) removed++;
    return removed;
  }

  return {
    optionalUser,
    requireUser,
    open,
    revokeAll,
    purge,
    /** `GET /user/logout`: forgets the token; signing out twice is not an error. */
    logout(token: string | undefined) {
      if (token) store.delete('sessions', token);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
