// @vitest-environment node
/**
 * Random operation sequences over several users, accounts and currencies, checked against a model kept in
 * integer units of 10^-8 (BigInt, independent of decimal.js):
 *   - the ledger accepts exactly the operations the model can afford, and refuses the rest unchanged;
 *   - balances equal the model's, never negative;
 *   - per currency, sum(balances) + fees collected = sum(external credits) − sum(external debits);
 *   - the journal replays to the balances and every entry's legs sum to zero (auditLedger).
 * Some operations run inside a caller's transaction that then fails: they must leave no trace.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSqliteStore } from '../../server/sqliteStore';
import { createContext, createMemoryStore, type Store } from '../core';
import { auditLedger, createLedger, type AccountName } from '.';
import { ACCOUNT_TYPES } from './accounts';
import { InsufficientBalanceError } from './errors';

/** Every account type a balance can be held in. */
const ACCOUNT_NAMES = Object.keys(ACCOUNT_TYPES) as AccountName[];

const USERS = [1, 2, 3];
const CURRENCIES = [3, 1];
const UNIT = 100_000_000n;

const units = (n: bigint) => `${n / UNIT}.${String(n % UNIT).padStart(8, '0')}`;

const holder = fc.record({ user: fc.constantFrom(...USERS), account: fc.constantFrom(...ACCOUNT_NAMES) });
// Mostly small amounts so that refusals and successes both happen; some whole, some with 8 decimals.
const amount = fc.oneof(
  fc.bigInt({ min: 1n, max: 50n }).map((n) => n * UNIT),
  fc.bigInt({ min: 1n, max: 5_000n * UNIT }),
);
const base = { currency: fc.constantFrom(...CURRENCIES), amount };

const op = fc.oneof(
  fc.record({ kind: fc.constant('credit' as const), at: holder, ...base }),
  fc.record({ kind: fc.constant('debit' as const), at: holder, ...base }),
  fc.record({ kind: fc.constant('freeze' as const), at: holder, ...base }),
  fc.record({ kind: fc.constant('unfreeze' as const), at: holder, ...base }),
  fc.record({
    kind: fc.constant('settle' as const),
    at: holder,
    ...base,
    feePart: fc.integer({ min: 0, max: 100 }),
    to: fc.option(holder, { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('transfer' as const), at: holder, to: holder, ...base }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
// About one step in five runs inside a caller's transaction that then throws.
const step = fc.record({ op, rolledBack: fc.integer({ min: 0, max: 9 }).map((n) => n < 2) });

interface Model {
  balances: Map<string, { available: bigint; frozen: bigint }>;
  fees: Map<number, bigint>;
  credited: Map<number, bigint>;
  debited: Map<number, bigint>;
}

const key = (user: number, account: AccountName, currency: number) => `${user}:${account}:${currency}`;
const add = (map: Map<number, bigint>, currency: number, n: bigint) =>
  map.set(currency, (map.get(currency) ?? 0n) + n);

/** The model's verdict: the changes to make, or null when some balance would go negative. */
function plan(model: Model, o: Op): Array<[string, bigint, bigint]> | null {
  const k = key(o.at.user, o.at.account, o.currency);
  const changes: Array<[string, bigint, bigint]> = [];
  switch (o.kind) {
    case 'credit':
      changes.push([k, o.amount, 0n]);
      break;
    case 'debit':
      changes.push([k, -o.amount, 0n]);
      break;
    case 'freeze':
      changes.push([k, -o.amount, o.amount]);
      break;
    case 'unfreeze':
      changes.push([k, o.amount, -o.amount]);
      break;
    case 'settle': {
      const fee = (o.amount * BigInt(o.feePart)) / 100n;
      changes.push([k, 0n, -o.amount]);
      if (o.to) changes.push([key(o.to.user, o.to.account, o.currency), o.amount - fee, 0n]);
      break;
    }
    case 'transfer':
      changes.push([k, -o.amount, 0n], [key(o.to.user, o.to.account, o.currency), o.amount, 0n]);
      break;
  }
  const trial = new Map<string, { available: bigint; frozen: bigint }>();
  for (const [k2, a, f] of changes) {
    const b = trial.get(k2) ?? { ...(model.balances.get(k2) ?? { available: 0n, frozen: 0n }) };
    b.available += a;
    b.frozen += f;
    if (b.available < 0n || b.frozen < 0n) return null;
    trial.set(k2, b);
  }
  return changes;
}

function apply(model: Model, o: Op, changes: Array<[string, bigint, bigint]>) {
  for (const [k, a, f] of changes) {
    const b = model.balances.get(k) ?? { available: 0n, frozen: 0n };
    model.balances.set(k, { available: b.available + a, frozen: b.frozen + f });
  }
  if (o.kind === 'credit') add(model.credited, o.currency, o.amount);
  if (o.kind === 'debit') add(model.debited, o.currency, o.amount);
  if (o.kind === 'settle') {
    const fee = (o.amount * BigInt(o.feePart)) / 100n;
    add(model.fees, o.currency, fee);
    if (!o.to) add(model.debited, o.currency, o.amount - fee);
  }
}

function run(store: Store, steps: Array<{ op: Op; rolledBack: boolean }>) {
  const ledger = createLedger(createContext({ store, clock: () => 0, rng: () => 0 }));
  const model: Model = { balances: new Map(), fees: new Map(), credited: new Map(), debited: new Map() };
  const memo = { reason: 'property' };

  for (const { op: o, rolledBack } of steps) {
    if (o.kind === 'transfer' && o.at.user === o.to.user && o.at.account === o.to.account) continue;
    const move = { ...o.at, currency: o.currency, amount: units(o.amount), ...memo };
    const call = () => {
      if (o.kind === 'settle')
        ledger.settle({ ...move, fee: units((o.amount * BigInt(o.feePart)) / 100n), to: o.to });
      else if (o.kind === 'transfer')
        ledger.transfer({ from: o.at, to: o.to, currency: o.currency, amount: move.amount, ...memo });
      else ledger[o.kind](move);
    };
    const changes = plan(model, o);
    let refused = false;
    try {
      if (rolledBack) {
        store.transaction(() => {
          call();
          throw new Error('the caller gives up');
        });
      } else call();
    } catch (error) {
      if (error instanceof InsufficientBalanceError) refused = true;
      else if (!(rolledBack && error instanceof Error && error.message === 'the caller gives up'))
        throw error;
    }
    expect(refused, `${o.kind} ${units(o.amount)}: refused`).toBe(changes === null);
    if (changes && !rolledBack) apply(model, o, changes);
  }

  for (const user of USERS)
    for (const account of ACCOUNT_NAMES)
      for (const currency of CURRENCIES) {
        const want = model.balances.get(key(user, account, currency)) ?? { available: 0n, frozen: 0n };
        expect(ledger.balance(user, account, currency)).toEqual({
          available: units(want.available),
          frozen: units(want.frozen),
        });
      }

  const report = auditLedger(store);
  expect(report.problems).toEqual([]);
  for (const currency of CURRENCIES) {
    let held = 0n;
    for (const [k, b] of model.balances) if (k.endsWith(`:${currency}`)) held += b.available + b.frozen;
    const fees = model.fees.get(currency) ?? 0n;
    const credited = model.credited.get(currency) ?? 0n;
    const debited = model.debited.get(currency) ?? 0n;
    expect(held + fees).toBe(credited - debited);
    expect(
      report.currencies[currency] ?? {
        held: units(0n),
        fees: units(0n),
        credited: units(0n),
        debited: units(0n),
      },
    ).toEqual({
      held: units(held),
      fees: units(fees),
      credited: units(credited),
      debited: units(debited),
    });
  }
}

describe('ledger properties', () => {
  it('memory store: conserved, never negative, journal replays, refused and rolled-back ops leave no trace', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), (steps) =>
        run(createMemoryStore(), steps),
      ),
      { numRuns: 300 },
    );
  });

  it('SQLite store (savepoints for nested transactions): the same', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), (steps) => {
        const store = createSqliteStore(':memory:');
        try {
          run(store, steps);
        } finally {
          store.close();
        }
      }),
      { numRuns: 60 },
    );
  });
});
