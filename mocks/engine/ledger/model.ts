/** The ledger's documents (collections of the engine's store). */
import type { LedgerAccount } from './accounts';

/** Collection names. */
export const BALANCES = 'ledger_balances';
export const JOURNAL = 'ledger_journal';
/** Counter only (no documents): one id per operation, shared by its journal legs. */
export const ENTRIES = 'ledger_entries';

export type LedgerOp = 'credit' | 'debit' | 'freeze' | 'unfreeze' | 'settle' | 'transfer';

/** `ledger_balances` / `<user_id>:<account>:<currency>`: one balance. Absent = zero. */
export interface BalanceDoc {
  user_id: number;
  account: LedgerAccount;
  currency: number;
  /** Exact decimal strings with 8 places, never negative. */
  available: string;
  frozen: string;
  updated_at: number;
}

/**
 * `ledger_journal` / `<id>`: one leg of an operation. An operation writes one leg per balance it changes,
 * plus an `external` leg for money entering or leaving the ledger, so its legs sum to zero per currency.
 * Written in the same store transaction as the balances (and as the caller's business change).
 */
export interface JournalDoc {
  id: number;
  /** The operation (`ledger_entries` counter): legs of one operation share it. */
  entry: number;
  time: number;
  op: LedgerOp;
  /** Why, in the caller's words: `seed`, `transfer`, `deposit`, `order.open`, `fee`… */
  reason: string;
  /** The business object it belongs to (`order:17`), or null. */
  reference: string | null;
  user_id: number;
  account: LedgerAccount;
  currency: number;
  /** Signed deltas, 8 places. */
  available: string;
  frozen: string;
  /** The balance after this leg; null on `external` legs. */
  available_after: string | null;
  frozen_after: string | null;
}

export const balanceId = (user: number, account: string, currency: number) =>
  `${user}:${account}:${currency}`;
