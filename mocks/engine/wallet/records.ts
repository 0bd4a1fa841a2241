/**
 * Records read from the ledger's journal (docs/architecture.md, "Ledger"): `POST /wallet/legal_log` (the user's
 * events: the legs of one event on one balance summed) and `GET /wallet/hzhistory` (transfers between their own
 * accounts). Nothing here keeps state: a record sums journal legs, so the records always agree with the balances.
 */
import { walletCurrencies } from '../../fixtures/wallet';
import { fail, type EngineContext, type ServerKey } from '../core';
import type { UserArea } from '../auth';
import { dec, fmt, isAccountName, ZERO, type AccountName, type JournalDoc, type Ledger, type LedgerDecimal } from '../ledger';

type Input<K extends string> = Partial<Record<K, string>>;

/** The record types of `legal_log` (the family's `account_log.type` is a number): 0 = all in a filter. */
export const RECORD_TYPES = {
  seed: 1,
  transfer: 2,
  deposit: 3,
  withdraw: 4,
  exchange: 5,
  spot: 6,
  lever: 7,
  micro: 8,
  demo: 9,
  other: 10,
} as const;
type RecordKind = keyof typeof RECORD_TYPES;

const KIND_TEXT: Record<RecordKind, ServerKey> = {
  seed: 'record.seed',
  transfer: 'record.transfer',
  deposit: 'record.deposit',
  withdraw: 'record.withdraw',
  exchange: 'record.exchange',
  spot: 'record.spot',
  lever: 'record.lever',
  micro: 'record.micro',
  demo: 'record.demo',
  other: 'record.other',
};

/**
 * The event a reason names, for the records (issue 28 item 8): what the user did or what happened to them, in their
 * words. A reason not listed reads as its kind (`KIND_TEXT`).
 */
const REASON_TEXT: Record<string, ServerKey> = {
  'micro.open': 'record.micro.open',
  'micro.loss': 'record.micro.lost',
  'micro.settle': 'record.micro.settled',
  'micro.win': 'record.micro.settled',
  'micro.void': 'record.micro.void',
  'lever.open': 'record.lever.open',
  'lever.fee': 'record.lever.open',
  'lever.close': 'record.lever.close',
  'lever.profit': 'record.lever.close',
  'lever.loss': 'record.lever.close',
  'lever.cancel': 'record.lever.cancel',
  'lever.overnight': 'record.lever.overnight',
  'spot.order': 'record.spot.order',
  'spot.buy': 'record.spot.buy',
  'spot.sell': 'record.spot.sell',
  'spot.fee': 'record.spot.sell',
  'spot.cancel': 'record.spot.cancel',
  'withdraw.refused': 'record.withdraw.refused',
  'demo.reset': 'record.demo.reset',
};

/**
 * The steps a trade goes through once each (a position opens, then closes; a bet is placed, then settled): every
 * leg of one is one event, though the ledger stamps each of its bookings with its own instant — a position's margin
 * and fee, a bet's stake and winnings, are two bookings that can fall a millisecond apart. Other legs of a reference
 * (overnight fees, spot fills) are one event per instant.
 */
const ONCE_PER_REFERENCE: Record<string, string> = {
  'lever.open': 'open',
  'lever.fee': 'open',
  'lever.close': 'close',
  'lever.profit': 'close',
  'lever.loss': 'close',
  'lever.cancel': 'cancel',
  'micro.open': 'open',
  'micro.settle': 'settle',
  'micro.win': 'settle',
  'micro.loss': 'settle',
  'micro.void': 'settle',
};

/** The reason words other areas write map to a kind by their first word; trades by their reference. */
function kindOf(leg: JournalDoc): RecordKind {
  const word = leg.reason.split('.')[0]!;
  if (word === 'seed' || word === 'transfer' || word === 'deposit' || word === 'withdraw' || word === 'exchange')
    return word;
  const prefix = (leg.reference ?? '').split(':')[0];
  if (prefix === 'spot' || prefix === 'lever' || prefix === 'micro' || prefix === 'demo') return prefix;
  return 'other';
}

/** One record (a journal leg of the user), in the engine's terms; the wire encoder names the fields. */
export interface LedgerRecord {
  id: number;
  user_id: number;
  time: number;
  account: AccountName;
  currency: number;
  currency_name: string;
  type: number;
  info: ServerKey;
  /** Signed change of available (8 places) and of frozen. */
  value: string;
  lock_value: string;
  before: string;
  after: string;
}

export interface TransferRecord extends LedgerRecord {
  /** The account the money left and the one it entered. */
  from: AccountName;
  to: AccountName;
}

export interface RecordPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export const RECORD_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;

function positiveInt(raw: string | undefined, fallback: number, max: number): number {
  const text = (raw ?? '').trim();
  if (!text) return fallback;
  if (!/^\d{1,6}$/.test(text) || Number(text) < 1) return fail('error.param');
  return Math.min(Number(text), max);
}

/** `page` (1-based) and `limit` (default 10, at most 50); a malformed one is a parameter error. */
export function pageOf(input: Input<'page' | 'limit'>) {
  return {
    page: positiveInt(input.page, 1, 100_000),
    limit: positiveInt(input.limit, RECORD_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

function slice<T>(items: T[], page: number, limit: number): RecordPage<T> {
  return { items: items.slice((page - 1) * limit, page * limit), total: items.length, page, limit };
}

const currencyName = (id: number) => walletCurrencies.find((c) => c.id === id)?.name ?? String(id);

function toRecord(leg: JournalDoc): LedgerRecord {
  const kind = kindOf(leg);
  const after = leg.available_after ?? fmt(0);
  return {
    id: leg.id,
    user_id: leg.user_id,
    time: leg.time,
    account: leg.account as AccountName,
    currency: leg.currency,
    currency_name: currencyName(leg.currency),
    type: RECORD_TYPES[kind],
    info: KIND_TEXT[kind],
    value: leg.available,
    lock_value: leg.frozen,
    before: fmt(dec(after).minus(leg.available)),
    after,
  };
}

/** One event's legs on one balance (oldest first), their deltas summed. */
interface EventGroup {
  /** The business object at one step or instant (`micro:7@settle`), or the operation: the legs of one user event. */
  event: string;
  legs: JournalDoc[];
  available: LedgerDecimal;
  frozen: LedgerDecimal;
}

/** Which words an event reads as: its newest leg's that is not a fee taken beside it (a fill, not its fee). */
function labelOf(group: EventGroup): ServerKey {
  const legs = group.legs.filter((leg) => !leg.reason.endsWith('.fee'));
  const leg = (legs.length > 0 ? legs : group.legs).at(-1)!;
  if (leg.reason === 'withdraw' && leg.op === 'settle') return 'record.withdraw.paid';
  return REASON_TEXT[leg.reason] ?? KIND_TEXT[kindOf(leg)];
}

/**
 * The user's events from their journal legs (newest first in, newest first out): the legs one business object books
 * at one step (`ONCE_PER_REFERENCE`) or instant (or one operation without an object) on one balance are one record,
 * their changes summed — a bet placed is "−50", not "−50 available, +50 frozen"; a win is one "+95", not "stake back"
 * and "profit". A record that changes nothing is left out, and so is the held money a fill spends (available
 * unchanged) when the same event shows what the fill brought in another coin. `value` is the change of available
 * (what the user can use); the change of what is held stays in `lock_value` (issue 28 item 8).
 */
function eventsOf(legs: JournalDoc[]): LedgerRecord[] {
  const groups = new Map<string, EventGroup>();
  for (const leg of [...legs].reverse()) {
    const step = ONCE_PER_REFERENCE[leg.reason] ?? leg.time;
    const event = leg.reference ? `${leg.reference}@${step}` : `#${leg.entry}`;
    const key = `${event}:${leg.account}:${leg.currency}`;
    const group = groups.get(key) ?? { event, legs: [], available: ZERO, frozen: ZERO };
    group.legs.push(leg);
    group.available = group.available.plus(leg.available);
    group.frozen = group.frozen.plus(leg.frozen);
    groups.set(key, group);
  }
  const moved = new Set([...groups.values()].filter((g) => !g.available.isZero()).map((g) => g.event));
  const out: LedgerRecord[] = [];
  for (const group of groups.values()) {
    if (group.available.isZero() && (group.frozen.isZero() || moved.has(group.event))) continue;
    const last = group.legs.at(-1)!;
    const record = toRecord(last);
    const after = last.available_after ?? fmt(0);
    out.push({
      ...record,
      type: RECORD_TYPES[kindOf(group.legs[0]!)],
      info: labelOf(group),
      value: fmt(group.available),
      lock_value: fmt(group.frozen),
      before: fmt(dec(after).minus(group.available)),
      after,
    });
  }
  return out.sort((a, b) => b.id - a.id);
}

export function createRecords(_ctx: EngineContext, deps: { user: UserArea; ledger: Ledger }) {
  const { user: users, ledger } = deps;

  /** The user's own legs, newest first. */
  const legsOf = (userId: number) =>
    ledger
      .journal(userId)
      .filter((leg) => isAccountName(leg.account))
      .sort((a, b) => b.id - a.id);

  return {
    /**
     * `POST /wallet/legal_log {currency?, type?, account?, page, limit}`: the user's balance movements as events
     * (`eventsOf`), newest first; `currency` and `type` 0 or absent = all, `account` (a name) is the demo's own
     * filter.
     */
    legalLog(token: string | undefined, input: Input<'currency' | 'type' | 'account' | 'page' | 'limit'>) {
      const user = users.requireUser(token);
      const { page, limit } = pageOf(input);
      const currency = (input.currency ?? '').trim();
      if (currency && currency !== '0' && !walletCurrencies.some((c) => String(c.id) === currency))
        return fail('error.currencyUnknown');
      const type = (input.type ?? '').trim();
      if (type && type !== '0' && !Object.values(RECORD_TYPES).some((v) => String(v) === type))
        return fail('error.param');
      const account = (input.account ?? '').trim();
      if (account && !isAccountName(account)) return fail('error.walletTypeInvalid');
      const rows = eventsOf(legsOf(user.id)).filter(
          (r) =>
            (!currency || currency === '0' || String(r.currency) === currency) &&
            (!type || type === '0' || String(r.type) === type) &&
          (!account || r.account === account),
      );
      return slice(rows, page, limit);
    },

    /** `GET /wallet/hzhistory {page, limit}`: transfers between the user's accounts, one row each, newest first. */
    transferHistory(token: string | undefined, input: Input<'page' | 'limit'>): RecordPage<TransferRecord> {
      const user = users.requireUser(token);
      const { page, limit } = pageOf(input);
      const legs = legsOf(user.id).filter((leg) => leg.op === 'transfer' && kindOf(leg) === 'transfer');
      const byEntry = new Map<number, JournalDoc[]>();
      for (const leg of legs) byEntry.set(leg.entry, [...(byEntry.get(leg.entry) ?? []), leg]);
      const rows: TransferRecord[] = [];
      for (const pair of byEntry.values()) {
        const out = pair.find((leg) => dec(leg.available).isNegative());
        const into = pair.find((leg) => dec(leg.available).isPositive());
        if (!out || !into) continue;
        rows.push({ ...toRecord(out), from: out.account as AccountName, to: into.account as AccountName });
      }
      return slice(rows, page, limit);
    },
  };
}
