/**
 * Invitation, rebate and coupons (spec §5 "Invitation", §6 "Rebate"). The family's `getShareInfo` and
 * `getRebate` were not found in any public source and no coupon call is named (wire-facts §12): the shapes read
 * here are the demo exchange's (docs/decisions.md, Identity rows), read defensively.
 *
 *   getShareInfo(): ShareInfo             POST /user/getShareInfo   invite code and counts
 *   getRebate(): Rebate                   POST /user/getRebate      counts, rates, earned per level, latest credits
 *   getCoupons({ status?, page, limit })  POST /coupon/list         `pageData()` page of coupons
 *   redeemCoupon(id): string              POST /coupon/use          credits the coupon; 998 when not verified
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { PAGE_SIZE } from '@/lib/constants';
import { request, type Intent } from '../client';
import { pageDataPage, type Page, type PageRequest } from '../paging';
import { decOrZero, int, optText, text } from '../schemas/primitives';

const count = z.pipe(
  z.optional(z.unknown()),
  z.transform((v) => {
    const n = Number(v ?? 0);
    return Number.isSafeInteger(n) && n >= 0 ? n : 0;
  }),
);
const on = z.pipe(
  z.optional(z.unknown()),
  z.transform((v) => v === true || v === 1 || v === '1'),
);
const amounts = z.pipe(
  z.optional(z.array(z.looseObject({ currency: text, amount: decOrZero }))),
  z.transform((rows) => rows ?? []),
);

export interface Amount {
  currency: string;
  amount: string;
}

const shareShape = {
  extension_code: text,
  invite_count: count,
  trade_count: count,
  team_count: count,
  is_open: on,
  is_manager: on,
  rates: z.optional(z.array(z.coerce.number())),
};

export interface ShareInfo {
  code: string;
  invited: number;
  traded: number;
  team: number;
  open: boolean;
  manager: boolean;
  /** Per cent for levels 1, 2, 3. */
  rates: number[];
}

type ShareWire = z.infer<z.ZodMiniObject<typeof shareShape>>;
const toShare = (w: ShareWire): ShareInfo => ({
  code: w.extension_code,
  invited: w.invite_count,
  traded: w.trade_count,
  team: w.team_count,
  open: w.is_open,
  manager: w.is_manager,
  rates: w.rates?.length ? w.rates : [16, 8, 4],
});

export const shareInfoSchema = z.pipe(z.looseObject(shareShape), z.transform(toShare));

export interface RebateLevel {
  level: number;
  rate: number;
  invited: number;
  traded: number;
  earned: Amount[];
}

export interface RebateCredit {
  id: string;
  level: number;
  rate: number;
  amount: string;
  currency: string;
  time: string;
}

export interface Rebate extends ShareInfo {
  openAfter: number;
  managerEligible: boolean;
  managerDirect: number;
  managerTeam: number;
  earned: Amount[];
  levels: RebateLevel[];
  credits: RebateCredit[];
}

export const rebateSchema = z.pipe(
  z.looseObject({
    ...shareShape,
    open_after: z.optional(count),
    manager_eligible: on,
    manager_direct: z.optional(count),
    manager_team: z.optional(count),
    rebate: amounts,
    levels: z.optional(
      z.array(
        z.looseObject({ level: int, rate: z.coerce.number(), invite_count: count, trade_count: count, rebate: amounts }),
      ),
    ),
    list: z.optional(
      z.array(
        z.looseObject({ id: text, level: int, rate: z.coerce.number(), amount: decOrZero, currency: text, time: text }),
      ),
    ),
  }),
  z.transform(
    (w): Rebate => ({
      ...toShare(w),
      openAfter: w.open_after || 2,
      managerEligible: w.manager_eligible,
      managerDirect: w.manager_direct || 100,
      managerTeam: w.manager_team || 500,
      earned: w.rebate,
      levels: (w.levels ?? []).map((l) => ({
        level: l.level,
        rate: l.rate,
        invited: l.invite_count,
        traded: l.trade_count,
        earned: l.rebate,
      })),
      credits: (w.list ?? []).map((c) => ({ ...c })),
    }),
  ),
);

export function getShareInfo(): Promise<ShareInfo> {
  return request('user/getShareInfo', { schema: shareInfoSchema });
}

export function getRebate(): Promise<Rebate> {
  return request('user/getRebate', { schema: rebateSchema });
}

/** 0 usable, 1 used, 2 expired. */
export type CouponStatus = 'usable' | 'used' | 'expired';
const COUPON_STATUS: CouponStatus[] = ['usable', 'used', 'expired'];

export interface Coupon {
  id: number;
  title: string;
  amount: string;
  currency: string;
  status: CouponStatus;
  /** "Y-m-d H:i:s" as sent. */
  expires: string;
}

const couponSchema = z.pipe(
  z.looseObject({
    id: int,
    title: text,
    amount: decOrZero,
    currency: text,
    status: z.coerce.number(),
    expire_time: optText,
  }),
  z.transform(
    (w): Coupon => ({
      id: w.id,
      title: w.title,
      amount: w.amount,
      currency: w.currency,
      status: COUPON_STATUS[w.status] ?? 'expired',
      expires: w.expire_time ?? '',
    }),
  ),
);

export function getCoupons(p: { status?: CouponStatus } & PageRequest): Promise<Page<Coupon>> {
  const req = { page: p.page, limit: p.limit };
  const status = p.status ? COUPON_STATUS.indexOf(p.status) : undefined;
  return request('coupon/list', { params: { ...req, status }, schema: pageDataPage(couponSchema, req) });
}

/** Uses a coupon; resolves the server's confirmation text. A 998 answer leads to verification (client rule). */
export function redeemCoupon(id: number, intent?: Intent): Promise<string> {
  return request('coupon/use', {
    params: { id },
    schema: z.string(),
    idempotencyKey: intent?.idempotencyKey,
  });
}

export const inviteKeys = {
  all: ['invite'] as const,
  share: () => ['invite', 'share_info', {}] as const,
  rebate: () => ['invite', 'rebate', {}] as const,
  coupons: (status?: CouponStatus) => ['invite', 'coupon_list', { status }] as const,
};

export const shareInfoQuery = () => queryOptions({ queryKey: inviteKeys.share(), queryFn: getShareInfo });
export const rebateQuery = () => queryOptions({ queryKey: inviteKeys.rebate(), queryFn: getRebate });
export const couponsQuery = (status?: CouponStatus) =>
  infiniteQueryOptions({
    queryKey: inviteKeys.coupons(status),
    queryFn: ({ pageParam }) => getCoupons({ status, page: pageParam, limit: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
