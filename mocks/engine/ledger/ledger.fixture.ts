/** Shared set-up of the ledger's unit tests: a fresh memory store and ledger per test. */
import { beforeEach, expect } from 'vitest';
import { createContext, createMemoryStore, type Store } from '../core';
import type { AccountName } from './accounts';
import { auditLedger } from './audit';
import { createLedger, type Ledger } from './ledger';
import { JOURNAL, type JournalDoc } from './model';

export const USDT = 3;
export const BTC = 1;
export const T0 = Date.UTC(2026, 10, 1, 8);
export const memo = { reason: 'test' };
export const at = (user: number, account: AccountName) => ({ user, account });

export interface LedgerHarness {
  store: Store;
  ledger: Ledger;
  bal(user: number, account: AccountName, currency?: number): { available: string; frozen: string };
  journal(): JournalDoc[];
  /** Every invariant of `auditLedger` holds. */
  expectClean(): void;
  /** Runs `fn`, expects it to throw `type`, and checks it changed nothing at all. */
  expectRejected(fn: () => unknown, type: new (...args: never[]) => Error): void;
}

/** Call at the top of a test file: the returned object is refilled before each test. */
export function useLedger(): LedgerHarness {
  const h = {} as LedgerHarness;
  beforeEach(() => {
    const store = createMemoryStore();
    const ledger = createLedger(createContext({ store, clock: () => T0, rng: () => 0.5 }));
    const journal = () => store.list<JournalDoc>(JOURNAL);
    const snapshot = () => JSON.stringify(store.list('ledger_balances')) + journal().length;
    Object.assign(h, {
      store,
      ledger,
      bal: (user, account, currency = USDT) => ledger.balance(user, account, currency),
      journal,
      expectClean: () => expect(auditLedger(store).problems).toEqual([]),
      expectRejected(fn, type) {
        const before = snapshot();
        expect(fn).toThrow(type);
        expect(snapshot()).toBe(before);
      },
    } satisfies LedgerHarness);
  });
  return h;
}
