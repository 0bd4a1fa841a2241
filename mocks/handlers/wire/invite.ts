/**
 * Invitation, rebates and coupons on the wire. The family's `getShareInfo` / `getRebate` were not found in any
 * public source (wire-facts §12), nor a coupon call: these shapes are the demo's own (docs/decisions.md), amounts
 * as 8-place strings, currencies by name, times Laravel's `Y-m-d H:i:s`.
 */
import { walletCurrencies } from '../../fixtures/wallet';
import type { ServerKey } from '../../engine';
import type { CouponRow, RebateSummary, ShareInfo } from '../../engine/invite';
import { laravelTime } from './content';

type Translate = (key: ServerKey) => string;

const currencyName = (id: number) => walletCurrencies.find((c) => c.id === id)?.name ?? String(id);
const byName = (earned: Record<number, string>) =>
  Object.entries(earned).map(([id, amount]) => ({ currency: currencyName(Number(id)), amount }));

export const shareInfoWire = (s: ShareInfo) => ({
  extension_code: s.extension_code,
  invite_count: s.invited_count,
  trade_count: s.traded_count,
  team_count: s.team_count,
  is_open: s.open ? 1 : 0,
  is_manager: s.manager ? 1 : 0,
  rates: s.rates.map(String),
});

export const rebateWire = (r: RebateSummary) => ({
  ...shareInfoWire(r),
  open_after: r.open_after,
  opened_at: r.opened_at === null ? null : laravelTime(r.opened_at),
  manager_eligible: r.manager_eligible ? 1 : 0,
  manager_direct: r.manager_direct,
  manager_team: r.manager_team,
  rebate: byName(r.earned),
  levels: r.levels.map((l) => ({
    level: l.level,
    rate: String(l.rate),
    invite_count: l.invited,
    trade_count: l.traded,
    rebate: byName(l.earned),
  })),
  list: r.recent.map((d) => ({
    id: d.id,
    level: d.level,
    rate: String(d.rate),
    fee: d.fee,
    amount: d.amount,
    currency: currencyName(d.currency),
    time: laravelTime(d.time),
  })),
});

/** `pageData()` shape: `{data, page, pages, total}`. */
export const couponPageWire = (
  p: { items: CouponRow[]; total: number; page: number; limit: number },
  t: Translate,
) => ({
  data: p.items.map((c) => ({
    id: c.id,
    title: t(c.title),
    amount: c.amount,
    currency: currencyName(c.currency),
    status: c.status,
    expire_time: laravelTime(c.expires_at),
    used_time: c.used_at === null ? null : laravelTime(c.used_at),
  })),
  page: p.page,
  pages: Math.max(1, Math.ceil(p.total / p.limit)),
  total: p.total,
});
