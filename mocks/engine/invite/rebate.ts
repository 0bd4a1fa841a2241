/**
 * Rebates, read from the ledger's journal (no hook in the trade area): a trading fee is the house fee account's
 * leg of a `settle` entry; the member who paid it is that entry's payer leg. An inviter's team is three levels
 * of `parent_id`. Once `REBATE_OPEN_AFTER` direct invitees have each paid a fee, every fee a team member pays
 * from that moment on earns the inviter its level's rate (a king manager's rates are doubled). Earned rebates
 * are credited to the inviter's spot account when the inviter's rebate, share info or coupons are next read,
 * once per fee entry (`invite_rebates` / `<inviter>:<entry>`), in USDT-or-whatever currency the fee was paid in.
 */
import {
  MANAGER_DIRECT,
  MANAGER_RATES,
  MANAGER_TEAM,
  REBATE_OPEN_AFTER,
  REBATE_RATES,
  REWARD_ACCOUNT,
} from '../../fixtures/invite';
import type { EngineContext } from '../core';
import { dec, fmt, JOURNAL, quantize, type JournalDoc, type Ledger } from '../ledger';
import { FEE_ACCOUNT, HOUSE_USER_ID } from '../ledger/accounts';
import type { UserArea, UserDoc } from '../auth';

export const REBATES = 'invite_rebates';
export const MANAGERS = 'invite_managers';

export interface RebateDoc {
  id: string;
  inviter: number;
  member: number;
  level: 1 | 2 | 3;
  entry: number;
  currency: number;
  fee: string;
  rate: number;
  amount: string;
  time: number;
}

export interface Member {
  user: UserDoc;
  level: 1 | 2 | 3;
  /** Time of the member's first fee, or null (never traded). */
  firstFee: number | null;
}

interface Fee {
  entry: number;
  time: number;
  currency: number;
  amount: string;
}

export function createRebates(ctx: EngineContext, deps: { user: UserArea; ledger: Ledger }) {
  const { store, clock } = ctx;
  const { ledger } = deps;

  /** Fee legs of the house, by entry. */
  const feeLegs = () =>
    new Map(
      store
        .list<JournalDoc>(JOURNAL, { user_id: HOUSE_USER_ID, account: FEE_ACCOUNT })
        .map((leg) => [leg.entry, leg] as const),
    );

  /** The fees a user paid (entries where the house fee account gained and the user's frozen money was consumed). */
  function feesOf(userId: number, fees: Map<number, JournalDoc>): Fee[] {
    const out: Fee[] = [];
    const seen = new Set<number>();
    for (const leg of ledger.journal(userId)) {
      const fee = fees.get(leg.entry);
      if (!fee || seen.has(leg.entry) || leg.op !== 'settle' || !dec(leg.frozen).isNegative()) continue;
      seen.add(leg.entry);
      out.push({ entry: leg.entry, time: fee.time, currency: fee.currency, amount: fee.available });
    }
    return out;
  }

  /** Three levels of invitees (real accounts only: demo twins have no inviter). */
  function team(inviter: number, fees = feeLegs()): Member[] {
    const members: Member[] = [];
    let parents = [inviter];
    for (const level of [1, 2, 3] as const) {
      const next: number[] = [];
      for (const parent of parents)
        for (const user of store.list<UserDoc>('users', { parent_id: parent })) {
          if (user.is_demo) continue;
          const paid = feesOf(user.id, fees);
          members.push({ user, level, firstFee: paid.length ? Math.min(...paid.map((f) => f.time)) : null });
          next.push(user.id);
        }
      parents = next;
    }
    return members;
  }

  const isManager = (userId: number) => Boolean(store.get(MANAGERS, String(userId)));

  /** When the rebate opened: the second direct invitee's first fee (null: not yet). */
  function openedAt(members: Member[]): number | null {
    const firsts = members
      .filter((m) => m.level === 1 && m.firstFee !== null)
      .map((m) => m.firstFee!)
      .sort((a, b) => a - b);
    return firsts.length >= REBATE_OPEN_AFTER ? firsts[REBATE_OPEN_AFTER - 1]! : null;
  }

  /** Credits every rebate earned and not yet paid; returns the team as read. */
  function settle(inviter: number): Member[] {
    const fees = feeLegs();
    const members = team(inviter, fees);
    const opened = openedAt(members);
    if (opened === null) return members;
    const rates = isManager(inviter) ? MANAGER_RATES : REBATE_RATES;
    for (const member of members)
      for (const fee of feesOf(member.user.id, fees)) {
        const id = `${inviter}:${fee.entry}`;
        if (fee.time < opened || store.get(REBATES, id)) continue;
        const rate = rates[member.level - 1]!;
        const amount = quantize(dec(fee.amount).times(rate).dividedBy(100));
        store.transaction(() => {
          const doc: RebateDoc = {
            id,
            inviter,
            member: member.user.id,
            level: member.level,
            entry: fee.entry,
            currency: fee.currency,
            fee: fee.amount,
            rate,
            amount: fmt(amount),
            time: clock(),
          };
          store.put(REBATES, id, doc);
          if (amount.gt(0))
            ledger.credit({
              user: inviter,
              account: REWARD_ACCOUNT,
              currency: fee.currency,
              amount,
              reason: 'rebate',
              reference: `rebate:${fee.entry}`,
            });
        });
      }
    return members;
  }

  /** Whether the inviter may apply to be a king manager (through customer service). */
  function managerEligible(members: Member[]) {
    const direct = members.filter((m) => m.level === 1).length;
    const allTraded = members.length > 0 && members.every((m) => m.firstFee !== null);
    return direct > MANAGER_DIRECT || (members.length > MANAGER_TEAM && allTraded);
  }

  return {
    settle,
    openedAt,
    isManager,
    managerEligible,
    credited: (inviter: number) => store.list<RebateDoc>(REBATES, { inviter }),
    /** Customer service's switch (stories, tests, a seeded manager). */
    setManager(userId: number, on: boolean) {
      if (on) store.put(MANAGERS, String(userId), { user_id: userId, since: clock() });
      else store.delete(MANAGERS, String(userId));
    },
  };
}
