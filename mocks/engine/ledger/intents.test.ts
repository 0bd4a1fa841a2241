// @vitest-environment node
/** An intent is stored in its booking's transaction, with it or not at all (./intents.ts). */
import { describe, expect, it } from 'vitest';
import { at, T0, useLedger, USDT } from './ledger.fixture';

const h = useLedger();
const INTENT_TTL_MS = 24 * 60 * 60_000; // a day, as ./intents.ts keeps them
const intent = { user: 1, call: 'POST /wallet/change', key: 'key-00000001', hash: 'h1' };
const credit = (user = 1) =>
  h.ledger.credit({ ...at(user, 'change'), currency: USDT, amount: '5', reason: 'test' });

describe('intents', () => {
  it('stores the current intent with the first booking of its user, booked and awaiting its answer', async () => {
    await h.ledger.intents.run(intent, async () => {
      await Promise.resolve(); // across an await, as a handler awaits
      credit();
      credit();
    });
    expect(h.ledger.intents.find(1, intent.call, intent.key)).toMatchObject({
      user_id: 1,
      hash: 'h1',
      booked: true,
      answer: null,
      at: T0,
      expires_at: T0 + INTENT_TTL_MS,
    });
    h.ledger.intents.answer(intent, { status: 200, body: { type: 'ok', message: 'done' } });
    expect(h.ledger.intents.find(1, intent.call, intent.key)?.answer?.body).toEqual({
      type: 'ok',
      message: 'done',
    });
  });

  it('is undone with a booking that fails, and never written outside a request or for another user', async () => {
    await h.ledger.intents.run(intent, async () => {
      expect(() =>
        h.store.transaction(() => {
          credit();
          throw new Error('the business change failed');
        }),
      ).toThrow('failed');
      h.ledger.intents.outside(() => credit()); // a sweep
      credit(2); // someone else's money
    });
    expect(h.ledger.intents.find(1, intent.call, intent.key)).toBeUndefined();
    expect(h.ledger.intents.booked(intent)).toBe(false);
    credit(); // no request at all
    expect(h.ledger.intents.find(1, intent.call, intent.key)).toBeUndefined();
    h.expectClean();
  });

  it('keeps each concurrent request’s own intent', async () => {
    const other = { ...intent, key: 'key-00000002' };
    const tick = () => new Promise((done) => setTimeout(done, 1));
    await Promise.all([
      h.ledger.intents.run(intent, async () => {
        await tick();
        credit();
      }),
      h.ledger.intents.run(other, async () => {
        await tick();
        credit();
      }),
    ]);
    expect(h.ledger.intents.booked(intent)).toBe(true);
    expect(h.ledger.intents.booked(other)).toBe(true);
  });

  it('remembers a success that booked nothing with its answer, and forgets intents after 24 hours', () => {
    h.ledger.intents.answer(intent, { status: 200, body: { type: 'ok', message: 'nothing to close' } });
    expect(h.ledger.intents.find(1, intent.call, intent.key)).toMatchObject({ booked: false });
    expect(h.ledger.intents.purge(T0 + INTENT_TTL_MS - 1)).toBe(0);
    expect(h.ledger.intents.purge(T0 + INTENT_TTL_MS)).toBe(1);
  });
});
