/**
 * One booking per intent (HOUSE_STYLE, "The demo exchange's money"). A money call may carry an
 * `Idempotency-Key`; the handler (`mocks/handlers/_intents.ts`) runs the call inside `run(intent, fn)`, and the
 * first ledger operation of that user in it — or an area's own booking that moves no money yet (a deposit
 * request: `book`) — writes the intent `{user, call, key, hash}` **in the same store transaction** as the
 * booking. Both commit or neither does, so a stored intent always has its booking, and a booking made under a
 * key always has its intent. The handler then adds the answer it sent; the same key again answers it without
 * calling the engine. Kept `INTENT_TTL_MS` (24 h); housekeeping purges older ones.
 *
 * What runs for everyone inside a request (the trade sweep, the wallet's review) runs `outside` any intent.
 */
import { createScope, type EngineContext } from '../core';

/** How long an intent is remembered. */
const INTENT_TTL_MS = 24 * 60 * 60_000;

const COLLECTION = 'intents';

/** What identifies a request: its user, its call (`POST /coin/trade`), its key, the hash of its body. */
export interface Intent {
  user: number;
  call: string;
  key: string;
  hash: string;
}

/** The answer sent the first time: HTTP status and the JSON envelope. */
interface IntentAnswer {
  status: number;
  body: unknown;
}

/** `intents` / `<user>:<call>:<key>`. */
interface IntentDoc {
  user_id: number;
  call: string;
  key: string;
  hash: string;
  at: number;
  expires_at: number;
  /** Whether money moved (or a request was filed) in the booking's transaction. */
  booked: boolean;
  /** Null between the booking's commit and the handler's answer (only a crash leaves it so). */
  answer: IntentAnswer | null;
}

const idOf = (user: number, call: string, key: string) => `${user}:${call}:${key}`;

export function createIntents(ctx: EngineContext) {
  const { store, clock } = ctx;
  const scope = createScope<Intent>();

  function find(user: number, call: string, key: string): IntentDoc | undefined {
    const doc = store.get<IntentDoc>(COLLECTION, idOf(user, call, key));
    return doc && doc.expires_at > clock() ? doc : undefined;
  }

  function write(intent: Intent, booked: boolean, answer: IntentAnswer | null) {
    const at = clock();
    store.put<IntentDoc>(COLLECTION, idOf(intent.user, intent.call, intent.key), {
      user_id: intent.user,
      call: intent.call,
      key: intent.key,
      hash: intent.hash,
      at,
      expires_at: at + INTENT_TTL_MS,
      booked,
      answer,
    });
  }

  return {
    /** Whether concurrent requests each see their own intent (Node); false in the browser. */
    isolated: scope.isolated,

    /** The stored intent of a user's call and key, unless expired. */
    find,

    /** Runs a request's work with `intent` current. */
    run: <R>(intent: Intent, fn: () => R): R => scope.run(intent, fn),

    /** Runs work that belongs to no request (a sweep, a review) with no intent current. */
    outside: <R>(fn: () => R): R => scope.run(undefined, fn),

    /**
     * Inside a booking's transaction: stores the current intent with it, once, when one of `users` is its user.
     * The ledger calls it from every operation; an area that books without moving money calls it itself.
     */
    book(users: readonly number[]): void {
      const intent = scope.get();
      if (!intent || !users.includes(intent.user)) return;
      if (store.get(COLLECTION, idOf(intent.user, intent.call, intent.key))) return;
      write(intent, true, null);
    },

    /** Whether the intent was stored by a booking (so the request moved money). */
    booked: (intent: Intent) => find(intent.user, intent.call, intent.key)?.booked === true,

    /**
     * After the request: the answer it sent. A booked intent gets its answer; a successful request that booked
     * nothing is remembered with its answer too (the same key then answers it again instead of running anew).
     */
    answer(intent: Intent, answer: IntentAnswer): void {
      const doc = find(intent.user, intent.call, intent.key);
      if (doc)
        store.put<IntentDoc>(COLLECTION, idOf(intent.user, intent.call, intent.key), { ...doc, answer });
      else write(intent, false, answer);
    },

    /** Deletes intents older than `INTENT_TTL_MS`; returns how many. */
    purge(now = clock()): number {
      let removed = 0;
      for (const doc of store.list<IntentDoc>(COLLECTION, (d) => d.expires_at <= now))
        if (store.delete(COLLECTION, idOf(doc.user_id, doc.call, doc.key))) removed++;
      return removed;
    },
  };
}
