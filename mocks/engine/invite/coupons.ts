/**
 * Coupons (the spec names no call; the demo's `POST /coupon/list` and `POST /coupon/use`, docs/decisions.md):
 * a cash coupon of an amount of USDT with an expiry. Using one credits its amount to the user's spot account
 * (journalled `coupon`, reference `coupon:<id>`) and needs an approved identity level 1 (`998` otherwise).
 *
 * Collection: `coupons` / `<id>` → CouponDoc.
 */
import { REWARD_ACCOUNT, USDT_ID, type SeedCoupon } from '../../fixtures/invite';
import { fail, type EngineContext } from '../core';
import { dec, fmt, type Ledger } from '../ledger';
import type { UserArea } from '../auth';

export const COUPONS = 'coupons';
const DAY_MS = 86_400_000;

export interface CouponDoc {
  id: number;
  user_id: number;
  title: SeedCoupon['title'];
  amount: string;
  currency: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** 0 usable, 1 used, 2 expired. */
export type CouponStatus = 0 | 1 | 2;

export interface CouponRow extends CouponDoc {
  status: CouponStatus;
}

type Input<K extends string> = Partial<Record<K, string>>;

export function createCoupons(
  ctx: EngineContext,
  deps: { user: UserArea; ledger: Ledger; requireVerified: (userId: number) => void },
) {
  const { store, clock } = ctx;
  const { user: users, ledger } = deps;

  const statusOf = (c: CouponDoc, now: number): CouponStatus => (c.used_at !== null ? 1 : c.expires_at <= now ? 2 : 0);

  return {
    /** `POST /coupon/list {status?, page, limit}`: usable first by expiry, then used and expired, newest first. */
    list(token: string | undefined, input: Input<'status' | 'page' | 'limit'>) {
      const user = users.requireUser(token);
      const now = clock();
      const wanted = (input.status ?? '').trim();
      if (wanted && !/^[012]$/.test(wanted)) fail('error.param');
      const page = Math.max(1, Number.parseInt(input.page ?? '1', 10) || 1);
      const limit = Math.min(50, Math.max(1, Number.parseInt(input.limit ?? '10', 10) || 10));
      const rows: CouponRow[] = store
        .list<CouponDoc>(COUPONS, { user_id: user.id })
        .map((c) => ({ ...c, status: statusOf(c, now) }))
        .filter((c) => !wanted || String(c.status) === wanted)
        .sort((a, b) => a.status - b.status || (a.status === 0 ? a.expires_at - b.expires_at : b.id - a.id));
      return { items: rows.slice((page - 1) * limit, page * limit), total: rows.length, page, limit };
    },

    /** `POST /coupon/use {id}`: the amount credited to the spot account. */
    use(token: string | undefined, input: Input<'id'>): CouponDoc {
      const user = users.requireUser(token);
      const coupon = store.get<CouponDoc>(COUPONS, (input.id ?? '').trim());
      if (!coupon || coupon.user_id !== user.id) return fail('coupon.error.notFound');
      const now = clock();
      if (coupon.used_at !== null) fail('coupon.error.used');
      if (coupon.expires_at <= now) fail('coupon.error.expired');
      deps.requireVerified(user.id);
      return store.transaction(() => {
        const used = { ...coupon, used_at: now };
        store.put(COUPONS, String(coupon.id), used);
        ledger.credit({
          user: user.id,
          account: REWARD_ACCOUNT,
          currency: coupon.currency,
          amount: coupon.amount,
          reason: 'coupon',
          reference: `coupon:${coupon.id}`,
        });
        return used;
      });
    },

    /** Gives a user a coupon (seeding, stories). */
    grant(userId: number, seed: SeedCoupon): CouponDoc {
      const now = clock();
      const id = store.nextId(COUPONS);
      const doc: CouponDoc = {
        id,
        user_id: userId,
        title: seed.title,
        amount: fmt(dec(seed.amount)),
        currency: USDT_ID,
        created_at: now,
        expires_at: now + seed.days * DAY_MS,
        used_at: seed.used ? now : null,
      };
      store.put(COUPONS, String(id), doc);
      return doc;
    },
  };
}
