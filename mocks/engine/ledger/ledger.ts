/**
 * The demo exchange's one ledger (HOUSE_STYLE, "The demo exchange's money"): balances per user × account ×
 * currency, `available` and `frozen`, moved only by the six operations below. Each operation is
 * all-or-nothing and writes its journal legs in the same store transaction as its balances; it runs inside
 * `store.transaction`, so a caller wraps its own business change and the ledger calls in one transaction and
 * both commit or neither does:
 *
 *   store.transaction(() => {
 *     store.put('orders', id, order);
 *     ledger.freeze({ user, account: 'change', currency: 3, amount, reason: 'order.open', reference: `order:${id}` });
 *   });
 *
 * Nothing goes negative: an operation that would take a balance below zero throws
 * `InsufficientBalanceError` ("Insufficient wallet balance") and changes nothing.
 */
import type Decimal from 'decimal.js';
import type { EngineContext } from '../core';
import {
  EXTERNAL_ACCOUNT,
  FEE_ACCOUNT,
  HOUSE_USER_ID,
  isAccountName,
  type AccountName,
  type LedgerAccount,
} from './accounts';
import { dec, fmt, parseAmount, ZERO, type AmountInput } from './amount';
import { InsufficientBalanceError, InvalidAmountError } from './errors';
import { createIntents } from './intents';
import {
  BALANCES,
  balanceId,
  ENTRIES,
  JOURNAL,
  type BalanceDoc,
  type JournalDoc,
  type LedgerOp,
} from './model';

/** One balance of a user. */
export interface Holder {
  user: number;
  account: AccountName;
}

/** Why money moved. */
export interface Memo {
  reason: string;
  /** The business object it belongs to (`order:17`). */
  reference?: string | null;
}

export interface Movement extends Holder, Memo {
  currency: number;
  /** Positive, at most 8 decimal places, below 10^12. */
  amount: AmountInput;
}

export interface Settlement extends Movement {
  /** Part of `amount` paid to the house fee account (default 0; at most `amount`). */
  fee?: AmountInput;
  /** Where the rest goes (available); absent = it leaves the ledger (paid out, or to the house's book). */
  to?: Holder;
}

export interface Transfer extends Memo {
  from: Holder;
  to: Holder;
  currency: number;
  amount: AmountInput;
}

export interface Balance {
  available: string;
  frozen: string;
}

/** What an operation returns: its entry id (shared by its journal legs). */
export interface Posted {
  entry: number;
}

interface Leg {
  user: number;
  account: LedgerAccount;
  available: Decimal;
  frozen: Decimal;
}

function checkUser(user: number): void {
  if (!Number.isSafeInteger(user) || user < 1) throw new TypeError(`ledger: bad user id ${user}`);
}
function checkHolder(holder: Holder): void {
  checkUser(holder.user);
  if (!isAccountName(holder.account))
    throw new TypeError(`ledger: unknown account ${String(holder.account)}`);
}
function checkCurrency(currency: number): void {
  if (!Number.isSafeInteger(currency) || currency < 1)
    throw new TypeError(`ledger: bad currency ${currency}`);
}
function checkMemo(memo: Memo): void {
  if (typeof memo.reason !== 'string' || !memo.reason) throw new TypeError('ledger: a reason is required');
}
function positive(value: AmountInput): Decimal {
  const amount = parseAmount(value);
  if (!amount || amount.isZero()) throw new InvalidAmountError(value);
  return amount;
}

export function createLedger(ctx: EngineContext) {
  const { store, clock } = ctx;
  const intents = createIntents(ctx);

  function read(user: number, account: string, currency: number): BalanceDoc | undefined {
    return store.get<BalanceDoc>(BALANCES, balanceId(user, account, currency));
  }

  /** Applies the legs and journals them, atomically. `external` legs are journal-only. */
  function post(op: LedgerOp, currency: number, memo: Memo, legs: Leg[]): Posted {
    return store.transaction(() => {
      // a request's Idempotency-Key is stored with its first booking, in this transaction (./intents.ts)
      intents.book(legs.map((l) => l.user));
      const entry = store.nextId(ENTRIES);
      const time = clock();
      for (const leg of legs) {
        let after: BalanceDoc | undefined;
        if (leg.account !== EXTERNAL_ACCOUNT) {
          const before = read(leg.user, leg.account, currency);
          const available = (before ? dec(before.available) : ZERO).plus(leg.available);
          const frozen = (before ? dec(before.frozen) : ZERO).plus(leg.frozen);
          for (const [part, value] of [
            ['available', available],
            ['frozen', frozen],
          ] as const)
            if (value.isNegative())
              throw new InsufficientBalanceError(leg.user, leg.account, currency, part, fmt(value));
          after = {
            user_id: leg.user,
            account: leg.account,
            currency,
            available: fmt(available),
            frozen: fmt(frozen),
            updated_at: time,
          };
          store.put(BALANCES, balanceId(leg.user, leg.account, currency), after);
        }
        const id = store.nextId(JOURNAL);
        store.put<JournalDoc>(JOURNAL, String(id), {
          id,
          entry,
          time,
          op,
          reason: memo.reason,
          reference: memo.reference ?? null,
          user_id: leg.user,
          account: leg.account,
          currency,
          available: fmt(leg.available),
          frozen: fmt(leg.frozen),
          available_after: after?.available ?? null,
          frozen_after: after?.frozen ?? null,
        });
      }
      return { entry };
    });
  }

  const leg = (user: number, account: LedgerAccount, available: Decimal, frozen: Decimal = ZERO): Leg => ({
    user,
    account,
    available,
    frozen,
  });
  const outside = (delta: Decimal) => leg(HOUSE_USER_ID, EXTERNAL_ACCOUNT, delta);

  function prepare(movement: Movement): Decimal {
    checkHolder(movement);
    checkCurrency(movement.currency);
    checkMemo(movement);
    return positive(movement.amount);
  }

  return {
    /** The requests' intents (Idempotency-Key), stored with their bookings: ./intents.ts. */
    intents,

    /** Money enters the ledger: + available (a deposit, a seed, a payout from the house's book). */
    credit(input: Movement): Posted {
      const amount = prepare(input);
      return post('credit', input.currency, input, [
        outside(amount.negated()),
        leg(input.user, input.account, amount),
      ]);
    },

    /** Money leaves the ledger: − available (a withdrawal, a payment to the house's book). */
    debit(input: Movement): Posted {
      const amount = prepare(input);
      return post('debit', input.currency, input, [
        leg(input.user, input.account, amount.negated()),
        outside(amount),
      ]);
    },

    /** available → frozen (an open order, a withdrawal under review). */
    freeze(input: Movement): Posted {
      const amount = prepare(input);
      return post('freeze', input.currency, input, [
        leg(input.user, input.account, amount.negated(), amount),
      ]);
    },

    /** frozen → available (an order cancelled, a withdrawal refused). */
    unfreeze(input: Movement): Posted {
      const amount = prepare(input);
      return post('unfreeze', input.currency, input, [
        leg(input.user, input.account, amount, amount.negated()),
      ]);
    },

    /**
     * Consumes `amount` of frozen money: `fee` of it to the house fee account, the rest to `to` (available)
     * or out of the ledger.
     */
    settle(input: Settlement): Posted {
      const amount = prepare(input);
      const fee = input.fee === undefined ? ZERO : parseAmount(input.fee);
      if (!fee || fee.gt(amount)) throw new InvalidAmountError(input.fee);
      if (input.to) checkHolder(input.to);
      const rest = amount.minus(fee);
      const legs = [leg(input.user, input.account, ZERO, amount.negated())];
      if (!fee.isZero()) legs.push(leg(HOUSE_USER_ID, FEE_ACCOUNT, fee));
      if (!rest.isZero()) legs.push(input.to ? leg(input.to.user, input.to.account, rest) : outside(rest));
      return post('settle', input.currency, input, legs);
    },

    /** available → available, between two accounts of one user or of two users. */
    transfer(input: Transfer): Posted {
      checkHolder(input.from);
      checkHolder(input.to);
      checkCurrency(input.currency);
      checkMemo(input);
      if (input.from.user === input.to.user && input.from.account === input.to.account)
        throw new TypeError('ledger: a transfer needs two different accounts');
      const amount = positive(input.amount);
      return post('transfer', input.currency, input, [
        leg(input.from.user, input.from.account, amount.negated()),
        leg(input.to.user, input.to.account, amount),
      ]);
    },

    /** One balance (zero when never touched). */
    balance(user: number, account: AccountName, currency: number): Balance {
      const doc = read(user, account, currency);
      return { available: doc?.available ?? fmt(0), frozen: doc?.frozen ?? fmt(0) };
    },

    /** Every balance a user has held (touched at least once), in first-use order. */
    balances: (user: number): BalanceDoc[] => store.list<BalanceDoc>(BALANCES, { user_id: user }),

    /** Fees collected in a currency. */
    fees(currency: number): string {
      return read(HOUSE_USER_ID, FEE_ACCOUNT, currency)?.available ?? fmt(0);
    },

    /** A user's journal legs, oldest first. */
    journal: (user: number): JournalDoc[] => store.list<JournalDoc>(JOURNAL, { user_id: user }),
  };
}

export type Ledger = ReturnType<typeof createLedger>;
