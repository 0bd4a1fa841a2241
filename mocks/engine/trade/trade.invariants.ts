/**
 * The invariants the trade property test (./trade.property.test.ts) checks after each random sequence, derived
 * from the business rows alone and compared with the ledger:
 *   - the ledger audit passes (every entry balances, the journal replays to the balances, nothing negative);
 *   - per currency, deposits + the users' realised flows with the house (spot fills, contract P&L as settled,
 *     seconds results) = balances held + fees collected; the fees collected = the fees the rows record;
 *   - each user's frozen balances are exactly what their live orders hold, and the open-order index lists
 *     exactly the live orders.
 */
import Decimal from 'decimal.js';
import { expect } from 'vitest';
import type { Store } from '../core';
import { auditLedger, type Ledger } from '../ledger';
import {
  OPEN,
  ordersOf,
  USDT_ID,
  type LeverOrderDoc,
  type MicroOrderDoc,
  type OpenEntry,
  type SpotOrderDoc,
} from './types';

const D = (v: Decimal.Value) => new Decimal(v);

/** What the checked sequences reached, over every run: a property must exercise each rule, not just refusals. */
export const reached = new Map<string, number>();
const tally = (what: string) => reached.set(what, (reached.get(what) ?? 0) + 1);

/**
 * Checks a store after a sequence: `ids` are the users, each given `deposits` (credited, reason `deposit`)
 * before trading; every order must be settled or live.
 */
export function checkInvariants(
  store: Store,
  ledger: Ledger,
  ids: number[],
  deposits: readonly { currency: number; amount: string }[],
) {
  const report = auditLedger(store);
  expect(report.problems).toEqual([]);

  const flows = new Map<number, Decimal>();
  const flow = (currency: number, v: Decimal.Value) =>
    flows.set(currency, (flows.get(currency) ?? D(0)).plus(v));
  let fees = D(0);
  const live = new Set<string>();
  for (const uid of ids) {
    const frozen = new Map<string, Decimal>();
    const hold = (key: string, v: Decimal.Value) => frozen.set(key, (frozen.get(key) ?? D(0)).plus(v));
    for (const o of store.list<SpotOrderDoc>(ordersOf('spot', uid))) {
      if (o.status === 1) {
        live.add(`spot:${o.id}`);
        hold(o.type === 1 ? `change:${o.legal_id}` : `change:${o.currency_id}`, o.frozen);
      }
      tally(`spot ${o.order_type} ${o.status}`);
      if (o.status !== 2) continue;
      const raw = D(o.trade_price).times(o.trade_amount);
      const value = raw.toDecimalPlaces(8, o.type === 1 ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);
      flow(o.legal_id, o.type === 1 ? value.negated() : value);
      flow(o.currency_id, o.type === 1 ? o.trade_amount : D(o.trade_amount).negated());
      fees = fees.plus(o.charge_fee);
    }
    for (const o of store.list<LeverOrderDoc>(ordersOf('lever', uid))) {
      fees = fees.plus(o.trade_fee).plus(o.overnight_money);
      tally(`lever ${o.status} ${o.close_reason ?? ''}`.trim());
      if (o.transaction_time !== null && o.origin_price === o.price) tally('lever limit filled');
      if (D(o.overnight_money).gt(0)) tally('lever overnight');
      if (o.status <= 1) {
        live.add(`lever:${o.id}`);
        hold(`lever:${o.legal}`, o.caution_money);
      }
      if (o.status === 3) flow(o.legal, o.fact_profits);
    }
    for (const o of store.list<MicroOrderDoc>(ordersOf('micro', uid))) {
      expect(o.status).toBe(3); // all were due
      tally(`micro ${o.profit_result}`);
      flow(o.currency_id, o.fact_profits);
      fees = fees.plus(o.fee);
    }
    for (const b of ledger.balances(uid)) {
      const key = `${b.account}:${b.currency}`;
      expect(`${uid} ${key} frozen ${b.frozen}`).toBe(
        `${uid} ${key} frozen ${(frozen.get(key) ?? D(0)).toFixed(8)}`,
      );
    }
  }
  expect(new Set(store.list<OpenEntry>(OPEN).map((e) => `${e.kind}:${e.id}`))).toEqual(live);

  expect(D(ledger.fees(USDT_ID)).toFixed(8)).toBe(fees.toFixed(8));
  for (const currency of new Set(deposits.map((d) => d.currency))) {
    const paidIn = deposits.filter((d) => d.currency === currency).reduce((a, d) => a.plus(d.amount), D(0));
    const totals = report.currencies[currency]!;
    expect(D(totals.held).plus(totals.fees).toFixed(8), `currency ${currency}`).toBe(
      paidIn.times(ids.length).plus(flows.get(currency) ?? 0).toFixed(8),
    );
  }
}
