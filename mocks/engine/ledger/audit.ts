/**
 * Checks the ledger's invariants on a store (tests, the durability script, a curious developer):
 *
 *   1. every operation's legs sum to zero per currency (the `external` leg included);
 *   2. the journal replays to the balances: summing each balance's legs gives the stored balance, and each
 *      leg's `*_after` is the running sum;
 *   3. nothing is negative;
 *   4. per currency, sum(balances) + fees collected = credits − debits (money in minus money out).
 */
import type Decimal from 'decimal.js';
import type { Store } from '../core';
import { EXTERNAL_ACCOUNT, FEE_ACCOUNT, HOUSE_USER_ID } from './accounts';
import { dec, fmt, ZERO } from './amount';
import { BALANCES, balanceId, JOURNAL, type BalanceDoc, type JournalDoc } from './model';

export interface CurrencyTotals {
  /** Held by users (available + frozen). */
  held: string;
  /** In the house fee account. */
  fees: string;
  /** Entered through credits. */
  credited: string;
  /** Left through debits and settlements paid out. */
  debited: string;
}

export interface AuditReport {
  entries: number;
  legs: number;
  balances: number;
  currencies: Record<number, CurrencyTotals>;
  /** Empty when every invariant holds. */
  problems: string[];
}

interface Running {
  available: Decimal;
  frozen: Decimal;
}

export function auditLedger(store: Store): AuditReport {
  const problems: string[] = [];
  const legs = store.list<JournalDoc>(JOURNAL);
  const docs = store.list<BalanceDoc>(BALANCES);

  const replay = new Map<string, Running>();
  const entrySums = new Map<string, Decimal>();
  const flows = new Map<number, { credited: Decimal; debited: Decimal }>();

  for (const leg of legs) {
    const delta = dec(leg.available).plus(dec(leg.frozen));
    const entryKey = `${leg.entry}:${leg.currency}`;
    entrySums.set(entryKey, (entrySums.get(entryKey) ?? ZERO).plus(delta));
    if (leg.account === EXTERNAL_ACCOUNT) {
      const flow = flows.get(leg.currency) ?? { credited: ZERO, debited: ZERO };
      if (delta.isNegative()) flow.credited = flow.credited.minus(delta);
      else flow.debited = flow.debited.plus(delta);
      flows.set(leg.currency, flow);
      continue;
    }
    const key = balanceId(leg.user_id, leg.account, leg.currency);
    const run = replay.get(key) ?? { available: ZERO, frozen: ZERO };
    run.available = run.available.plus(dec(leg.available));
    run.frozen = run.frozen.plus(dec(leg.frozen));
    replay.set(key, run);
    if (fmt(run.available) !== leg.available_after || fmt(run.frozen) !== leg.frozen_after)
      problems.push(
        `journal leg ${leg.id} (${key}): after ${leg.available_after}/${leg.frozen_after}, replay ${fmt(run.available)}/${fmt(run.frozen)}`,
      );
    if (run.available.isNegative() || run.frozen.isNegative())
      problems.push(`journal leg ${leg.id} (${key}) leaves a negative balance`);
  }
  for (const [key, sum] of entrySums)
    if (!sum.isZero()) problems.push(`entry ${key} does not balance: legs sum to ${fmt(sum)}`);

  const totals = new Map<number, { held: Decimal; fees: Decimal }>();
  const seen = new Set<string>();
  for (const doc of docs) {
    const key = balanceId(doc.user_id, doc.account, doc.currency);
    seen.add(key);
    const available = dec(doc.available);
    const frozen = dec(doc.frozen);
    if (available.isNegative() || frozen.isNegative()) problems.push(`balance ${key} is negative`);
    const run = replay.get(key);
    if (!run || !run.available.eq(available) || !run.frozen.eq(frozen))
      problems.push(
        `balance ${key} is ${doc.available}/${doc.frozen}, the journal replays to ${run ? `${fmt(run.available)}/${fmt(run.frozen)}` : 'nothing'}`,
      );
    const total = totals.get(doc.currency) ?? { held: ZERO, fees: ZERO };
    if (doc.user_id === HOUSE_USER_ID && doc.account === FEE_ACCOUNT) total.fees = total.fees.plus(available);
    else total.held = total.held.plus(available).plus(frozen);
    totals.set(doc.currency, total);
  }
  for (const key of replay.keys())
    if (!seen.has(key)) problems.push(`journal names ${key}, which has no balance`);

  const currencies: Record<number, CurrencyTotals> = {};
  for (const currency of new Set([...totals.keys(), ...flows.keys()])) {
    const { held, fees } = totals.get(currency) ?? { held: ZERO, fees: ZERO };
    const { credited, debited } = flows.get(currency) ?? { credited: ZERO, debited: ZERO };
    if (!held.plus(fees).eq(credited.minus(debited)))
      problems.push(
        `currency ${currency}: held ${fmt(held)} + fees ${fmt(fees)} ≠ credited ${fmt(credited)} − debited ${fmt(debited)}`,
      );
    currencies[currency] = {
      held: fmt(held),
      fees: fmt(fees),
      credited: fmt(credited),
      debited: fmt(debited),
    };
  }

  return {
    entries: new Set(legs.map((leg) => leg.entry)).size,
    legs: legs.length,
    balances: docs.length,
    currencies,
    problems,
  };
}
