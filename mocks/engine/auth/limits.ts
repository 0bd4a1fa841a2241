/**
 * Attempt limits: every number that bounds guessing and sending lives here (documented in README.md,
 * "Hardening", and docs/architecture.md).
 *
 * A rule counts events for a key (an account, a client address, a recipient) in a fixed window opened by
 * the first event; for guarded secrets (`attempt`) the events are failures only, a right secret never counts. When the count reaches `max`, the key is locked for `lockMs`: while locked every
 * attempt is refused before any password or code is looked at, with a translated message and the time
 * left (`retry_after` seconds, sent as the `Retry-After` header too). Counters live in the store
 * (collection `throttle`), so a restart does not reset them; expired ones are purged by housekeeping.
 */
import { EngineError, type EngineContext, type ServerKey } from '../core';

const MINUTE = 60_000;

export interface LimitRule {
  /** Events allowed in the window; the one that reaches it locks the key. */
  max: number;
  windowMs: number;
  lockMs: number;
  /** The failure text (`{{minutes}}` = time left, rounded up). */
  message: ServerKey;
}

export const LIMITS = {
  /** Wrong passwords for one account (known or not), from anywhere. */
  loginAccount: { max: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, message: 'error.tooManyAttempts' },
  /** Wrong passwords from one client address, across accounts (password spraying). */
  loginClient: { max: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, message: 'error.tooManyAttempts' },
  /** Wrong authenticator codes for one account (login and binding). */
  googleAccount: { max: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, message: 'error.tooManyAttempts' },
  /** Wrong authenticator codes from one client address. */
  googleClient: { max: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, message: 'error.tooManyAttempts' },
  /** Wrong pay passwords for one user (withdraw addresses, withdrawals): the same bound as the login password. */
  payPasswordAccount: { max: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, message: 'error.tooManyAttempts' },
  /** Wrong current login passwords on the security pages (changing a password), per user. */
  currentPasswordAccount: { max: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, message: 'error.tooManyAttempts' },
  /** Verification codes sent from one client address, across recipients. */
  codeSendClient: { max: 10, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE, message: 'error.tooManyCodes' },
  /** Verification codes sent to one recipient (besides the 60 s spacing of `RESEND_INTERVAL_MS`). */
  codeSendRecipient: {
    max: 10,
    windowMs: 24 * 60 * MINUTE,
    lockMs: 24 * 60 * MINUTE,
    message: 'error.tooManyCodes',
  },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;

/** Sessions one user may hold; logging in beyond this ends the oldest. */
export const MAX_SESSIONS_PER_USER = 10;

/** The client address used when none is known (Storybook, unit tests: one local client). */
export const LOCAL_CLIENT = 'local';

interface ThrottleDoc {
  rule: LimitName;
  key: string;
  count: number;
  window_start: number;
  locked_until: number;
  /** When the document stops mattering (window over and lock over): housekeeping deletes it. */
  expires_at: number;
}

const docId = (rule: LimitName, key: string) => `${rule}:${key}`;

export function createLimiter(ctx: EngineContext) {
  const { store, clock } = ctx;
  /** Attempts being checked right now, and attempts waiting for a slot, by `rule:key` (this process only). */
  const inFlight = new Map<string, number>();
  const waiting = new Map<string, (() => void)[]>();

  function locked(rule: LimitName, doc: ThrottleDoc): never {
    const seconds = Math.max(1, Math.ceil((doc.locked_until - clock()) / 1000));
    throw new EngineError(LIMITS[rule].message, { minutes: Math.ceil(seconds / 60), retry_after: seconds });
  }

  function current(rule: LimitName, key: string): ThrottleDoc | undefined {
    const doc = store.get<ThrottleDoc>('throttle', docId(rule, key));
    return doc && doc.expires_at > clock() ? doc : undefined;
  }

  const limiter = {
    /** Throws the rule's failure while `key` is locked. */
    check(rule: LimitName, key: string): void {
      const doc = current(rule, key);
      if (doc && doc.locked_until > clock()) locked(rule, doc);
    },

    /** Counts one event; the event that reaches the limit locks the key. Returns whether it did. */
    hit(rule: LimitName, key: string): boolean {
      const { max, windowMs, lockMs } = LIMITS[rule];
      const now = clock();
      const doc = current(rule, key) ?? {
        rule,
        key,
        count: 0,
        window_start: now,
        locked_until: 0,
        expires_at: now + windowMs,
      };
      doc.count += 1;
      const locks = doc.count >= max;
      if (locks) {
        doc.locked_until = now + lockMs;
        doc.count = 0; // after the lock, a fresh window
        doc.window_start = doc.locked_until;
      }
      doc.expires_at = Math.max(doc.window_start + windowMs, doc.locked_until);
      store.put('throttle', docId(rule, key), doc);
      return locks;
    },

    /**
     * One guarded attempt (a password, a pay password, an authenticator code). Only failures count: `verify`
     * resolves undefined when the secret is right (nothing is counted) or the failure's key when it is wrong
     * (every key counts one failure; the lock message once one is locked, else that failure). So that a burst of
     * concurrent guesses still gets no further than the limit, at most `max − failures so far` attempts of a key
     * are checked at once in this process; the others wait for a slot (not refused), then look at the lock again.
     * Right attempts never fill the count, so any number of them pass, a few at a time.
     */
    async attempt(
      keys: readonly (readonly [LimitName, string])[],
      verify: () => Promise<ServerKey | undefined>,
    ): Promise<void> {
      for (;;) {
        for (const [rule, key] of keys) limiter.check(rule, key);
        const full = keys.find(
          ([rule, key]) => (current(rule, key)?.count ?? 0) + (inFlight.get(docId(rule, key)) ?? 0) >= LIMITS[rule].max,
        );
        if (!full) break;
        await new Promise<void>((wake) => {
          const id = docId(...full);
          waiting.set(id, [...(waiting.get(id) ?? []), wake]);
        });
      }
      for (const [rule, key] of keys) inFlight.set(docId(rule, key), (inFlight.get(docId(rule, key)) ?? 0) + 1);
      let wrong: ServerKey | undefined;
      try {
        wrong = await verify();
        if (wrong) for (const [rule, key] of keys) limiter.hit(rule, key);
      } finally {
        for (const [rule, key] of keys) {
          const id = docId(rule, key);
          const left = (inFlight.get(id) ?? 1) - 1;
          if (left > 0) inFlight.set(id, left);
          else inFlight.delete(id);
          const sleepers = waiting.get(id);
          waiting.delete(id);
          for (const wake of sleepers ?? []) wake();
        }
      }
      if (wrong) limiter.refuse(keys, wrong);
    },

    /** After a failed attempt: the lock message if one of the keys is now locked, else the failure `key`. */
    refuse(keys: readonly (readonly [LimitName, string])[], key: ServerKey): never {
      for (const [rule, k] of keys) limiter.check(rule, k);
      throw new EngineError(key);
    },

    /** Forgets a key's count (a successful login clears its account's failures, not its address's). */
    reset(rule: LimitName, key: string): void {
      store.delete('throttle', docId(rule, key));
    },

    /** Deletes counters that no longer matter; returns how many. */
    purge(now = clock()): number {
      let removed = 0;
      for (const doc of store.list<ThrottleDoc>('throttle', (d) => d.expires_at <= now))
        if (store.delete('throttle', docId(doc.rule, doc.key))) removed++;
      return removed;
    },
  };
  return limiter;
}

export type Limiter = ReturnType<typeof createLimiter>;
