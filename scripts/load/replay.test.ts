import { describe, expect, it } from 'vitest';
import { compareBookings, repeatedEntries, type Booking, type IntentLog, type Outcome } from './replay';

const intent = (
  tag: string,
  keyed: boolean,
  outcomes: Outcome[],
  extra: Partial<IntentLog> = {},
): IntentLog => ({
  user: 1,
  book: 'spot',
  tag,
  keyed,
  outcomes,
  ids: [],
  ...extra,
});
const booked = (tag: string, times = 1, extra: Partial<Booking> = {}): Booking[] =>
  Array.from({ length: times }, () => ({ user: 1, book: 'spot' as const, tag, ...extra }));
const kinds = (intents: IntentLog[], bookings: Booking[]) =>
  compareBookings(intents, bookings).problems.map((p) => p.kind);

describe('compareBookings: with an Idempotency-Key', () => {
  it('books once however often the key was acknowledged', () => {
    expect(kinds([intent('1', true, ['ok', 'ok'])], booked('1'))).toEqual([]);
    expect(kinds([intent('1', true, ['ok', 'ok'])], booked('1', 2))).toEqual(['doubled']);
    expect(kinds([intent('1', true, ['ok'])], [])).toEqual(['missing']);
  });

  it('accepts one booking, or none, when the only answer was lost', () => {
    const lost = [intent('1', true, ['lost'])];
    expect(compareBookings(lost, booked('1')).withoutAnswer).toBe(1);
    expect(kinds(lost, booked('1'))).toEqual([]);
    expect(kinds(lost, [])).toEqual([]);
    expect(kinds(lost, booked('1', 2))).toEqual(['unacknowledged']);
  });

  it('counts a retry after a lost answer as one intent: acknowledged once', () => {
    const r = compareBookings([intent('1', true, ['lost', 'ok'])], booked('1'));
    expect(r.problems).toEqual([]);
    expect([r.acknowledged, r.withoutAnswer]).toEqual([1, 0]);
  });

  it('flags a booking whose every answer was a refusal', () => {
    expect(kinds([intent('1', true, ['refused', 'refused'])], booked('1'))).toEqual(['unacknowledged']);
  });

  it('flags one key answering two different ids, and an id that is not the booking’s', () => {
    const two = intent('1', true, ['ok', 'ok'], { book: 'seconds', ids: ['5', '6'] });
    expect(kinds([two], booked('1', 1, { book: 'seconds', id: '5' }))).toEqual(['answer', 'answer']);
    const wrong = intent('1', true, ['ok'], { book: 'seconds', ids: ['9'] });
    expect(kinds([wrong], booked('1', 1, { book: 'seconds', id: '5' }))).toEqual(['answer']);
    const right = intent('1', true, ['ok', 'ok'], { book: 'seconds', ids: ['5', '5'] });
    expect(kinds([right], booked('1', 1, { book: 'seconds', id: '5' }))).toEqual([]);
  });
});

describe('compareBookings: without a key', () => {
  it('books once per acknowledged request (a double tap books twice by design)', () => {
    expect(kinds([intent('1', false, ['ok', 'ok'])], booked('1', 2))).toEqual([]);
    expect(kinds([intent('1', false, ['ok', 'ok'])], booked('1'))).toEqual(['missing']);
    expect(kinds([intent('1', false, ['ok', 'refused'])], booked('1', 2))).toEqual(['doubled']);
    expect(compareBookings([intent('1', false, ['ok', 'ok'])], booked('1', 2)).acknowledged).toBe(2);
  });
});

describe('compareBookings: tags', () => {
  it('takes an amount written with more or fewer places for the same tag', () => {
    expect(kinds([intent('0.0110', true, ['ok'])], booked('0.011'))).toEqual([]);
    expect(
      kinds([intent('10.10', true, ['ok'], { book: 'seconds' })], booked('10.1', 1, { book: 'seconds' })),
    ).toEqual([]);
  });

  it('keeps ids and lots as they are', () => {
    expect(
      kinds([intent('10', true, ['ok'], { book: 'contract' })], booked('10', 1, { book: 'contract' })),
    ).toEqual([]);
    expect(
      kinds([intent('010', true, ['ok'], { book: 'close' })], booked('10', 1, { book: 'close' })),
    ).toEqual(['missing', 'unexpected']);
  });
});

describe('compareBookings: what was never asked for', () => {
  it('flags a booking with no intent, per user and kind', () => {
    expect(kinds([], booked('1'))).toEqual(['unexpected']);
    expect(kinds([intent('1', true, ['ok'])], [...booked('1'), ...booked('1', 1, { user: 2 })])).toEqual([
      'unexpected',
    ]);
    expect(
      kinds([intent('1', true, ['ok'])], [...booked('1'), ...booked('1', 1, { book: 'withdraw' })]),
    ).toEqual(['unexpected']);
  });

  it('adds up intents sharing a tag', () => {
    const twice = [
      intent('7', true, ['ok'], { book: 'close' }),
      intent('7', true, ['refused'], { book: 'close' }),
    ];
    expect(kinds(twice, booked('7', 1, { book: 'close' }))).toEqual([]);
  });
});

describe('repeatedEntries', () => {
  const leg = (entry: number, reference: string | null, reason: string, op = 'freeze') => ({
    entry,
    reference,
    reason,
    op,
  });

  it('finds an operation journalled twice for one reference, counting entries, not legs', () => {
    const legs = [
      leg(1, 'spot:4', 'spot.order'),
      leg(1, 'spot:4', 'spot.order'), // the same entry's second leg
      leg(2, 'spot:4', 'spot.buy', 'settle'),
      leg(3, 'spot:4', 'spot.buy', 'credit'),
      leg(4, 'lever:9', 'lever.close', 'unfreeze'),
      leg(5, 'lever:9', 'lever.close', 'unfreeze'),
    ];
    expect(repeatedEntries(legs)).toEqual(['lever:9 lever.close unfreeze: 2 entries (4, 5)']);
  });

  it('skips seed credits, unreferenced legs and daily overnight fees', () => {
    const legs = [
      leg(1, 'seed:load', 'seed', 'credit'),
      leg(2, 'seed:load', 'seed', 'credit'),
      leg(3, null, 'transfer', 'transfer'),
      leg(4, null, 'transfer', 'transfer'),
      leg(5, 'lever:2', 'lever.overnight', 'settle'),
      leg(6, 'lever:2', 'lever.overnight', 'settle'),
    ];
    expect(repeatedEntries(legs)).toEqual([]);
  });
});
