/**
 * The per-user replay of the load test (pure): what the clients were told against what the database holds.
 *
 * Every money request carries a tag unique per user and kind of booking (an order's amount or lots, a transfer's or
 * a withdrawal's amount, the id of the position closed or the order cancelled), so its booking can be found again.
 * An intent is one logical request, sent once, twice at once, retried or replayed:
 *
 *   with an Idempotency-Key   books once if any answer was `ok`; 0 or 1 time if none was and one was lost;
 *   without                   books once per `ok` answer, plus up to once per lost answer.
 *
 * A lost answer (network error, abandoned request, 5xx) leaves the outcome unknown: such bookings are counted, not
 * failed. Problems: `missing` (acknowledged, not booked), `doubled` (booked more often than any answer allows),
 * `unacknowledged` (booked, though every answer was a refusal), `unexpected` (booked, never asked for), `answer`
 * (a keyed intent answered different ids, or an answered id that is not the booking's).
 */

import Decimal from 'decimal.js';

export type Book = 'spot' | 'contract' | 'seconds' | 'transfer' | 'withdraw' | 'close' | 'cancel';
export type Outcome = 'ok' | 'refused' | 'lost';

export interface IntentLog {
  user: number;
  book: Book;
  tag: string;
  keyed: boolean;
  /** One per request sent for this intent. */
  outcomes: Outcome[];
  /** The booking ids answered by `ok` answers (seconds bets answer their order). */
  ids: string[];
}

/** One booking found in the database. */
export interface Booking {
  user: number;
  book: Book;
  tag: string;
  id?: string;
}

export interface Problem {
  kind: 'missing' | 'doubled' | 'unacknowledged' | 'unexpected' | 'answer';
  user: number;
  book: Book;
  tag: string;
  detail: string;
}

export interface ReplayReport {
  intents: number;
  /** Bookings the answers promise (the lower bound). */
  acknowledged: number;
  /** Bookings found for the users and kinds checked. */
  booked: number;
  /** Booked for requests whose answer was lost (within the upper bound). */
  withoutAnswer: number;
  problems: Problem[];
}

/** How often an intent may have booked: [at least, at most]. */
export function bounds(intent: Pick<IntentLog, 'keyed' | 'outcomes'>): [number, number] {
  const oks = intent.outcomes.filter((o) => o === 'ok').length;
  const lost = intent.outcomes.filter((o) => o === 'lost').length;
  if (intent.keyed) return oks > 0 ? [1, 1] : [0, lost > 0 ? 1 : 0];
  return [oks, oks + lost];
}

/** A decimal tag as compared (`10.01000000`, `10.0100` and `10.01` are one tag). */
export const decimalTag = (value: string): string => new Decimal(value).toFixed();

/** Bookings tagged by an amount rather than by an id or a count. */
const DECIMAL_TAGS: ReadonlySet<Book> = new Set(['spot', 'seconds', 'transfer', 'withdraw']);

const keyOf = (x: { user: number; book: Book; tag: string }) =>
  `${x.user}|${x.book}|${DECIMAL_TAGS.has(x.book) ? decimalTag(x.tag) : x.tag}`;

export function compareBookings(intents: readonly IntentLog[], bookings: readonly Booking[]): ReplayReport {
  const expected = new Map<string, { min: number; max: number; ids: Set<string>; of: IntentLog }>();
  const problems: Problem[] = [];
  const problem = (kind: Problem['kind'], x: IntentLog | Booking, detail: string) =>
    problems.push({ kind, user: x.user, book: x.book, tag: x.tag, detail });

  for (const intent of intents) {
    const [min, max] = bounds(intent);
    const key = keyOf(intent);
    const entry = expected.get(key) ?? { min: 0, max: 0, ids: new Set<string>(), of: intent };
    entry.min += min;
    entry.max += max;
    for (const id of intent.ids) entry.ids.add(id);
    expected.set(key, entry);
    if (intent.keyed && new Set(intent.ids).size > 1)
      problem('answer', intent, `one key answered different ids: ${[...new Set(intent.ids)].join(', ')}`);
  }

  const found = new Map<string, { count: number; ids: Set<string>; of: Booking }>();
  for (const booking of bookings) {
    const key = keyOf(booking);
    const entry = found.get(key) ?? { count: 0, ids: new Set<string>(), of: booking };
    entry.count++;
    if (booking.id !== undefined) entry.ids.add(booking.id);
    found.set(key, entry);
  }

  let acknowledged = 0;
  let withoutAnswer = 0;
  for (const [key, want] of expected) {
    acknowledged += want.min;
    const have = found.get(key);
    const count = have?.count ?? 0;
    if (count < want.min) problem('missing', want.of, `acknowledged ${want.min}, booked ${count}`);
    else if (count > want.max)
      problem(
        want.min > 0 ? 'doubled' : 'unacknowledged',
        want.of,
        `booked ${count}, the answers allow at most ${want.max} (acknowledged ${want.min})`,
      );
    else withoutAnswer += count - want.min;
    for (const id of want.ids)
      if (have && !have.ids.has(id)) problem('answer', want.of, `answered id ${id} is not the booking's`);
  }
  for (const [key, have] of found)
    if (!expected.has(key)) problem('unexpected', have.of, `booked ${have.count}, never requested`);

  return { intents: intents.length, acknowledged, booked: bookings.length, withoutAnswer, problems };
}

/** A journal leg as far as the replay reads it. */
export interface LegRef {
  entry: number;
  reference: string | null;
  reason: string;
  op: string;
}

/** Reasons booked more than once per reference by design (a position's daily overnight fee). */
export const REPEATING_REASONS: ReadonlySet<string> = new Set(['lever.overnight']);

/**
 * Journal operations booked twice for one business object: more than one entry with the same reference, reason and
 * operation (an order opened, filled, closed or cancelled twice). Seed credits and unreferenced legs are skipped.
 */
export function repeatedEntries(legs: readonly LegRef[]): string[] {
  const entries = new Map<string, Set<number>>();
  for (const leg of legs) {
    if (!leg.reference || leg.reference.startsWith('seed:') || REPEATING_REASONS.has(leg.reason)) continue;
    const key = `${leg.reference} ${leg.reason} ${leg.op}`;
    const set = entries.get(key) ?? new Set<number>();
    set.add(leg.entry);
    entries.set(key, set);
  }
  return [...entries]
    .filter(([, set]) => set.size > 1)
    .map(([key, set]) => `${key}: ${set.size} entries (${[...set].join(', ')})`);
}
