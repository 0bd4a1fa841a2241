/**
 * The seeded mix of the load test (pure): what a simulated user does next, and how it sends it. Each step draws
 * the same number of values from the user's PRNG, so one seed gives one sequence of steps whatever the server
 * answers (the answers only decide which order a close or a cancel picks).
 */

export type Action =
  'read' | 'spot' | 'spotCancel' | 'contract' | 'close' | 'seconds' | 'transfer' | 'withdraw';

/**
 * Relative weights. Withdrawals are rare, as with real users, and each one checks the pay password (PBKDF2 at the
 * production cost on the server's thread pool).
 */
export const MIX: Readonly<Record<Action, number>> = {
  read: 24,
  spot: 20,
  spotCancel: 5,
  contract: 16,
  close: 9,
  seconds: 12,
  transfer: 11,
  withdraw: 3,
};

/**
 * How a money call goes out:
 *   once    one request;
 *   double  two identical requests at once (a double tap);
 *   retry   the first request is abandoned after `abortAfterMs` (its answer lost), then sent again;
 *   replay  sent again after its answer (a client that retries after a flaky network).
 * `retry` and `replay` only with an `Idempotency-Key` (without one, the client could not know what booked).
 */
export type Submit = 'once' | 'double' | 'retry' | 'replay';

export interface Step {
  action: Action;
  /** Whether the money call carries an `Idempotency-Key` (the app always sends one; other clients may not). */
  keyed: boolean;
  submit: Submit;
  /** Pause before the next step. */
  thinkMs: number;
  /** For `retry`: when the first request is abandoned. */
  abortAfterMs: number;
  /** A uniform draw in [0, 1) for the action's own choices (side, order type, accounts…). */
  pick: number;
}

export const SHARES = { keyed: 0.85, double: 0.08, retry: 0.05, replay: 0.03 } as const;
export const THINK_MS = { min: 1000, max: 4000 } as const;

/** The entry of `weights` that `u` (uniform in [0, 1)) falls in, in declaration order. */
export function weighted<K extends string>(weights: Readonly<Record<K, number>>, u: number): K {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let at = u * total;
  for (const [key, w] of entries) {
    if (at < w) return key;
    at -= w;
  }
  return entries.at(-1)![0];
}

/** The next step of a user whose PRNG is `rng`. */
export function nextStep(rng: () => number): Step {
  const action = weighted(MIX, rng());
  const keyedDraw = rng();
  const submitDraw = rng();
  const thinkMs = THINK_MS.min + Math.floor(rng() * (THINK_MS.max - THINK_MS.min));
  const abortAfterMs = 1 + Math.floor(rng() * 40);
  const pick = rng();
  if (action === 'read') return { action, keyed: false, submit: 'once', thinkMs, abortAfterMs, pick };
  const keyed = keyedDraw < SHARES.keyed;
  let submit: Submit = 'once';
  if (submitDraw < SHARES.double) submit = 'double';
  else if (keyed && submitDraw < SHARES.double + SHARES.retry) submit = 'retry';
  else if (keyed && submitDraw < SHARES.double + SHARES.retry + SHARES.replay) submit = 'replay';
  return { action, keyed, submit, thinkMs, abortAfterMs, pick };
}
