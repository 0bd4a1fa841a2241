/**
 * Identity verification in the family's wire shape (wire-facts §9 `GET /real/state`): `real_status` (0 none,
 * 1 primary, 2 advanced) is the level approved; `review_status` and `advanced_review_status` the state of each
 * level (0 none, 1 pending, 2 approved; 3 rejected is the demo's, decision 55); `real_data` the `user_real` row
 * (both levels' fields together) or null. Demo extras: `reject_reason`, `advanced_reject_reason` (translated),
 * `review_due_at` (unix seconds, while a level is under review) and `contact_bound`.
 */
import type { KycDoc, KycState } from '../../engine/identity';
import type { ServerKey } from '../../engine';
import { laravelTime } from './content';

type Translate = (key: ServerKey) => string;

const statusOf = (doc: KycDoc | null) => doc?.status ?? 0;

export function realStateWire(s: KycState, t: Translate) {
  const one = s.level1;
  const two = s.level2;
  const real_status = statusOf(one) === 2 ? (statusOf(two) === 2 ? 2 : 1) : 0;
  const pending = [one, two].find((d) => d?.status === 1);
  return {
    real_status,
    review_status: statusOf(one),
    advanced_review_status: statusOf(two),
    contact_bound: s.contact_bound,
    reject_reason: one?.status === 3 && one.reason ? t(one.reason) : null,
    advanced_reject_reason: two?.status === 3 && two.reason ? t(two.reason) : null,
    review_due_at: pending ? Math.ceil(pending.due_at / 1000) : null,
    real_data: one
      ? {
          user_id: one.user_id,
          ...one.data,
          ...(two ? { advanced: { ...two.data } } : {}),
          review_status: statusOf(one),
          advanced_review_status: statusOf(two),
          create_time: laravelTime(one.submitted_at),
        }
      : null,
  };
}
