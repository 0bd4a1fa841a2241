/**
 * The idempotency and attempt-limit suites over the cases of ./intents.fixture.ts, run by ./intents.test.ts (MSW,
 * memory and SQLite stores) and ./intents.server.test.ts (HTTP, the real server).
 */
import { expect, it } from 'vitest';
import { DEMO_PAY_PASSWORD } from '../fixtures/auth';
import { MONEY_CASES, TRON, type Send } from './intents.fixture';

export interface SuiteEnv {
  send: Send;
  upload: () => Promise<string>;
  /** Journal legs plus deposit and withdrawal requests: what a booking adds to. */
  bookings: () => number;
  /** Lets the seconds orders' one-a-second rule pass. */
  pause: () => Promise<void>;
}

const REUSED = 'This request key was already used for a different request: start a new one';
let serial = 0;
const freshKey = () => `test-key-${Date.now().toString(36)}-${++serial}`;

/**
 * For every money call: the same key twice answers the first answer again and books once; the same key with
 * another body is refused and books nothing; two requests with one key at once book once; no key books again.
 */
export function moneySuite(env: () => SuiteEnv) {
  for (const money of MONEY_CASES)
    it(`${money.name} (${money.method} ${money.path}) books once per Idempotency-Key`, async () => {
      const { send, upload, bookings, pause } = env();
      const { body, other } = await money.prepare(send, upload);
      const key = freshKey();

      const before = bookings();
      const first = await send(money.method, money.path, body, key);
      expect(first.json.type, JSON.stringify(first.json)).toBe('ok');
      const booked = bookings() - before;
      expect(booked).toBeGreaterThan(0);

      const again = await send(money.method, money.path, { ...body, lang: 'en' }, key);
      expect(again).toEqual(first);
      expect(bookings() - before).toBe(booked);

      const reused = await send(money.method, money.path, other, key);
      expect(reused).toEqual({ status: 200, json: { type: 'error', message: REUSED } });
      expect(bookings() - before).toBe(booked);

      // two at once with a new key: one booking, one answer
      if (money.cooldown) await pause();
      const key2 = freshKey();
      const mark = bookings();
      const pair = await Promise.all([0, 1].map(() => send(money.method, money.path, other, key2)));
      expect(pair[0]!.json.type, JSON.stringify(pair[0]!.json)).toBe('ok');
      expect(pair[1]).toEqual(pair[0]);
      const pairBooked = bookings() - mark;
      expect(pairBooked).toBeGreaterThan(0);
      if (money.repeatable) {
        // the same body under a third key books once more, as much as the pair did together
        if (money.cooldown) await pause();
        const single = bookings();
        expect((await send(money.method, money.path, other, freshKey())).json.type).toBe('ok');
        expect(bookings() - single).toBe(pairBooked);
        // and without a key, the call books every time, as before
        if (money.cooldown) await pause();
        const free = bookings();
        expect((await send(money.method, money.path, other)).json.type).toBe('ok');
        expect(bookings() - free).toBe(pairBooked);
      }
    });

  it('refuses a malformed Idempotency-Key with a parameter error, booking nothing', async () => {
    const { send, bookings } = env();
    const before = bookings();
    const body = { currency_id: '3', number: '1', from_field: 'change', to_field: 'legal' };
    for (const key of ['short', 'x'.repeat(65), 'has space inside', 'naïve-key-123'])
      expect(await send('POST', '/wallet/change', body, key), key).toEqual({
        status: 200,
        json: {
          type: 'error',
          message: 'The Idempotency-Key header must be 8 to 64 visible ASCII characters',
        },
      });
    expect(bookings()).toBe(before);
  });
}

/**
 * Attempt limits count failures only: 50 concurrent withdrawals with the right pay password that fit the balance all
 * pass; then 6 wrong ones lock the pay password (4 × wrong, then the lock message), and nothing more is booked.
 */
export function payPasswordBurstSuite(env: () => Pick<SuiteEnv, 'send' | 'bookings'>) {
  it('50 concurrent right pay passwords all pass; 6 wrong ones lock', { timeout: 120_000 }, async () => {
    const { send, bookings } = env();
    const out = (password: string) => ({
      currency: '3',
      number: '20',
      address: TRON,
      pay_password: password,
    });
    const before = bookings();
    const right = await Promise.all(
      Array.from({ length: 50 }, () => send('POST', '/wallet/out', out(DEMO_PAY_PASSWORD))),
    );
    expect(right.map((r) => r.json.message)).toEqual(Array(50).fill('Withdrawal submitted, awaiting review'));
    const afterRight = bookings();
    expect(afterRight - before).toBe(50 * 2); // each: the request and its freeze (one journal leg)

    const wrong = [];
    for (let i = 0; i < 6; i++) wrong.push((await send('POST', '/wallet/out', out('135799'))).json.message);
    expect(wrong.slice(0, 4)).toEqual(Array(4).fill('Incorrect pay password'));
    expect(wrong[4]).toMatch(/^Too many attempts/);
    expect(wrong[5]).toMatch(/^Too many attempts/);
    expect((await send('POST', '/wallet/out', out(DEMO_PAY_PASSWORD))).json.message).toMatch(
      /^Too many attempts/,
    );
    expect(bookings()).toBe(afterRight);
  });
}
