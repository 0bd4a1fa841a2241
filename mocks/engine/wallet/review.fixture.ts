/**
 * Shared set-up of the review tests (decision 91): a seeded engine on the memory store or on the server's SQLite
 * store, a manual clock, the demo user (10 000 USDT on spot, a pay password) and a second user, sessions for both,
 * and their uploads.
 */
import { createSqliteStore } from '../../server/sqliteStore';
import { seedEngine } from '../../seed';
import { seededMemoryStore } from '../../testing';
import { DEMO_PAY_PASSWORD } from '../../fixtures/auth';
import { createEngine, EngineError, type Engine } from '..';
import { DUMMY_PASSWORD_HASH, seededRng } from '../core';
import { createManualClock } from '../core/testing';
import { auditLedger } from '../ledger';

export type StoreKind = 'memory' | 'sqlite';
export const STORE_KINDS: StoreKind[] = ['memory', 'sqlite'];

export const USDT = 3;
export const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
export const TRON_2 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

/** The smallest file the upload store takes as a PNG (its signature, then padding). */
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(24).fill(0)]);

export async function reviewHarness(kind: StoreKind) {
  const clock = createManualClock();
  const store = kind === 'memory' ? await seededMemoryStore(clock(), 1) : createSqliteStore(':memory:');
  const engine: Engine = await seedEngine(createEngine({ store, clock, rng: seededRng(1), log: () => {} }));
  const demoId = engine.ctx.store.list<{ id: number; email: string }>('users', { email: 'demo@example.com' })[0]!.id;
  const other = engine.user.createAccount({ type: 'email', email: 'other@example.test', password_hash: DUMMY_PASSWORD_HASH });
  const token = engine.user.openSession(demoId);
  const otherToken = engine.user.openSession(other.id);
  const { wallet, ledger } = engine;

  return {
    engine,
    clock,
    wallet,
    ledger,
    demoId,
    otherId: other.id,
    token,
    otherToken,
    spot: (currency = USDT) => ledger.balance(demoId, 'change', currency),
    upload: (as = token) => engine.uploads.save(as, PNG),
    deposit: (voucher: string, amount = '250.5') =>
      wallet.chargeReq(token, { currency: String(USDT), amount, type: 'TRC20', account: voucher }),
    withdraw: (number: string, address = TRON, currency = USDT) =>
      wallet.withdraw(token, { currency: String(currency), number, address, pay_password: DEMO_PAY_PASSWORD }),
    problems: () => auditLedger(engine.ctx.store).problems,
  };
}

export type ReviewHarness = Awaited<ReturnType<typeof reviewHarness>>;

/** The key of the `EngineError` `fn` throws (sync or async). */
export async function failureOf(fn: () => unknown): Promise<string> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof EngineError) return error.key;
    throw error;
  }
  throw new Error('expected a failure');
}
