/**
 * Invitation area: the share info (invite code, team counts), rebates on the team's trading fees
 * (`POST /user/getShareInfo`, `POST /user/getRebate`) and coupons (`/coupon/list`, `/coupon/use`).
 *
 *   rebate.ts    the team, fees read from the ledger's journal, rebates credited once per fee
 *   coupons.ts   cash coupons with an expiry
 *
 * Collections: invite_rebates, invite_managers, coupons.
 */
import {
  MANAGER_DIRECT,
  MANAGER_RATES,
  MANAGER_TEAM,
  REBATE_OPEN_AFTER,
  REBATE_RATES,
} from '../../fixtures/invite';
import type { EngineContext } from '../core';
import type { IdentityArea } from '../identity';
import { dec, fmt, type Ledger } from '../ledger';
import type { UserArea } from '../auth';
import { createCoupons } from './coupons';
import { createRebates, type Member, type RebateDoc } from './rebate';

export type { CouponRow } from './coupons';
export type { RebateDoc } from './rebate';

export interface ShareInfo {
  extension_code: string;
  invited_count: number;
  traded_count: number;
  team_count: number;
  open: boolean;
  manager: boolean;
  rates: readonly number[];
}

export interface RebateLevel {
  level: 1 | 2 | 3;
  rate: number;
  invited: number;
  traded: number;
  /** Earned per currency id. */
  earned: Record<number, string>;
}

export interface RebateSummary extends ShareInfo {
  open_after: number;
  opened_at: number | null;
  manager_eligible: boolean;
  manager_direct: number;
  manager_team: number;
  levels: RebateLevel[];
  /** Earned in all, per currency id. */
  earned: Record<number, string>;
  /** The latest credits, newest first (at most 20). */
  recent: RebateDoc[];
}

function sum(docs: RebateDoc[]): Record<number, string> {
  const out: Record<number, string> = {};
  for (const d of docs) out[d.currency] = fmt(dec(out[d.currency] ?? '0').plus(d.amount));
  return out;
}

export function createInviteArea(
  ctx: EngineContext,
  deps: { user: UserArea; ledger: Ledger; identity: IdentityArea },
) {
  const { user: users } = deps;
  const rebates = createRebates(ctx, deps);
  const coupons = createCoupons(ctx, { ...deps, requireVerified: deps.identity.requireVerified });

  function share(inviter: number, members: Member[]): ShareInfo {
    const user = users.userById(inviter)!;
    const direct = members.filter((m) => m.level === 1);
    const manager = rebates.isManager(inviter);
    return {
      extension_code: user.extension_code,
      invited_count: direct.length,
      traded_count: direct.filter((m) => m.firstFee !== null).length,
      team_count: members.length,
      open: rebates.openedAt(members) !== null,
      manager,
      rates: manager ? MANAGER_RATES : REBATE_RATES,
    };
  }

  return {
    /** `POST /user/getShareInfo`. */
    shareInfo(token: string | undefined): ShareInfo {
      const user = users.requireUser(token);
      return share(user.id, rebates.settle(user.id));
    },

    /** `POST /user/getRebate`: the counts, the rates and what each level earned. */
    rebate(token: string | undefined): RebateSummary {
      const user = users.requireUser(token);
      const members = rebates.settle(user.id);
      const info = share(user.id, members);
      const credited = rebates.credited(user.id);
      const levels = ([1, 2, 3] as const).map((level) => {
        const at = members.filter((m) => m.level === level);
        return {
          level,
          rate: info.rates[level - 1]!,
          invited: at.length,
          traded: at.filter((m) => m.firstFee !== null).length,
          earned: sum(credited.filter((d) => d.level === level)),
        };
      });
      return {
        ...info,
        open_after: REBATE_OPEN_AFTER,
        opened_at: rebates.openedAt(members),
        manager_eligible: rebates.managerEligible(members),
        manager_direct: MANAGER_DIRECT,
        manager_team: MANAGER_TEAM,
        levels,
        earned: sum(credited),
        recent: [...credited].sort((a, b) => b.time - a.time || b.entry - a.entry).slice(0, 20),
      };
    },

    setManager: rebates.setManager,
    listCoupons: coupons.list,
    useCoupon: coupons.use,
    grantCoupon: coupons.grant,
  };
}

export type InviteArea = ReturnType<typeof createInviteArea>;
