// @vitest-environment node
/**
 * Random sequences of deposits, withdrawals, reviewers' decisions and clock moves under random review settings
 * (decision 91), on the memory and the SQLite store, checked against a model kept in integer units of 10^-8 (BigInt,
 * independent of decimal.js): every request is decided at most once; the spot balance is the opening balance plus
 * the approved deposits minus the withdrawals not refused, its frozen part exactly the withdrawals under review; the
 * fees are the approved withdrawals' fees; the journal replays to the balances (auditLedger).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../core';
import { REVIEW_DELAY_MS } from '../../fixtures/wallet';
import { reviewHarness, STORE_KINDS, TRON, TRON_2 } from './review.fixture';

const UNIT = 100_000_000n;
const units = (text: string) => {
  const [whole, frac = ''] = text.split('.');
  return BigInt(whole!) * UNIT + BigInt(frac.padEnd(8, '0'));
};
const text = (n: bigint) => `${n / UNIT}.${String(n % UNIT).padStart(8, '0')}`;

// 10 to 600 USDT with up to 8 places: above every minimum, and a few dozen of them exhaust the balance
const amount = fc.bigInt({ min: 10n * UNIT, max: 600n * UNIT }).map(text);
const action = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount }),
  fc.record({ kind: fc.constant('withdraw' as const), amount, second: fc.boolean() }),
  fc.record({ kind: fc.constant('decide' as const), pick: fc.nat(), approve: fc.boolean() }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.constantFrom(1_000, REVIEW_DELAY_MS, 2 * 60 * 60_000) }),
);
const settings = fc.record({
  mode: fc.constantFrom('auto' as const, 'manual' as const),
  withdrawOverUsdt: fc.constantFrom('100', '10000'),
  newAddressMs: fc.constantFrom(0, 60 * 60_000),
});

type Request = { kind: 'deposit' | 'withdrawal'; id: number; amount: bigint };

describe.each(STORE_KINDS)('review sequences (%s store)', (kind) => {
  it('conserve value: balances, frozen and fees follow the decisions exactly', async () => {
    await fc.assert(
      fc.asyncProperty(settings, fc.array(action, { minLength: 1, maxLength: 25 }), async (set, actions) => {
        const h = await reviewHarness(kind);
        h.wallet.configureReview(set);
        const voucher = h.upload();
        const requests: Request[] = [];
        for (const a of actions) {
          if (a.kind === 'deposit') {
            try {
              const doc = h.deposit(voucher, a.amount);
              requests.push({ kind: 'deposit', id: doc.id, amount: units(doc.amount) });
            } catch (error) {
              // only the number under review at once may refuse it here
              expect((error as EngineError).key).toBe('error.depositPendingLimit');
            }
          } else if (a.kind === 'withdraw') {
            try {
              const doc = await h.withdraw(a.amount, a.second ? TRON_2 : TRON);
              requests.push({ kind: 'withdrawal', id: doc.id, amount: units(doc.number) });
            } catch (error) {
              // only a balance too small may refuse it here
              expect(error).toBeInstanceOf(EngineError);
              expect((error as EngineError).key).toBe('error.insufficientBalance');
            }
          } else if (a.kind === 'decide' && requests.length) {
            const r = requests[a.pick % requests.length]!;
            const input = { kind: r.kind, id: String(r.id), approve: a.approve ? '1' : '0', reason: 'Random refusal' };
            try {
              h.wallet.decideReview(input);
            } catch (error) {
              expect((error as EngineError).key).toBe('error.reviewDecided');
            }
          } else if (a.kind === 'wait') {
            h.clock.advance(a.ms);
            h.wallet.reviewDue();
          }
        }

        const deposits = new Map(h.wallet.rechargeLog(h.token, { limit: '50' }).items.map((d) => [d.id, d]));
        const withdrawals = new Map(h.wallet.withdrawList(h.token, { limit: '50' }).items.map((w) => [w.id, w]));
        let available = units('10000');
        let frozen = 0n;
        let fees = 0n;
        for (const r of requests) {
          const doc = r.kind === 'deposit' ? deposits.get(r.id)! : withdrawals.get(r.id)!;
          // decided once: a decided request has its time, a refused one its reason
          expect(doc.reviewed_at === null).toBe(doc.status === 1);
          if (doc.status === 3) expect(doc.reason ?? doc.reason_key).toBeTruthy();
          if (r.kind === 'deposit') {
            if (doc.status === 2) available += r.amount;
          } else if (doc.status !== 3) {
            available -= r.amount;
            if (doc.status === 1) frozen += r.amount;
            else fees += units('1');
          }
        }
        expect(h.spot()).toEqual({ available: text(available), frozen: text(frozen) });
        expect(h.ledger.fees(3)).toBe(text(fees));
        expect(h.problems()).toEqual([]);
        // `manual` decides nothing by itself
        if (set.mode === 'manual') expect(h.wallet.reviewDue()).toEqual({ deposits: [], withdrawals: [] });
      }),
      { numRuns: 50 },
    );
  }, 120_000);
});
