/**
 * The user area's adapter (wire-facts §2): `GET /user/info` answers the `users` row with appended fields
 * (`account_number`, `review_status`, `name`, `is_seller`, `usdt`, …) and four wallet groups
 * (`legal_wallet`, `change_wallet`, `lever_wallet`, `micro_wallet`). The app keeps its profile
 * (`UserProfile`, stored locally by the spec); balances come from `/wallet/list`, never from here.
 *
 * `review_status` (0 none, 1 pending, 2 approved) is the verification state; `area_code`, `signature`,
 * `google_bind`, `is_demo`, `credit_score` and `pay_password_set` are the demo exchange's (decisions 55, 70); `name`
 * and `card_id` (the verified real name and ID number) are read when sent.
 */
import * as z from 'zod/mini';
import type { UserProfile } from '@/state/session';
import { flag, optText } from '../schemas/primitives';

const optNumber = z.optional(z.nullable(z.union([z.number(), z.string()])));
const num = (v: string | number | null | undefined) => {
  const n = v === null || v === undefined || v === '' ? NaN : Number(v);
  return Number.isFinite(n) ? n : undefined;
};

export const userInfoSchema = z.pipe(
  z.looseObject({
    id: z.coerce.number().check(z.int()),
    account: z.optional(optText),
    account_number: z.optional(optText),
    email: z.optional(optText),
    phone: z.optional(optText),
    area_code: z.optional(optText),
    nickname: z.optional(optText),
    head_portrait: z.optional(optText),
    signature: z.optional(optText),
    extension_code: z.optional(optText),
    review_status: optNumber,
    real_name_status: optNumber,
    google_bind: z.optional(flag),
    is_demo: z.optional(flag),
    credit_score: optNumber,
    pay_password_set: z.optional(flag),
    name: z.optional(optText),
    card_id: z.optional(optText),
    demo_owner_id: optNumber,
  }),
  z.transform(
    (u): UserProfile => ({
      id: u.id,
      account: u.account || u.account_number || u.email || u.phone || '',
      email: u.email ?? null,
      phone: u.phone ?? null,
      area_code: u.area_code ?? null,
      nickname: u.nickname ?? null,
      head_portrait: u.head_portrait ?? null,
      signature: u.signature ?? null,
      extension_code: u.extension_code ?? null,
      real_name_status: num(u.review_status) ?? num(u.real_name_status),
      google_bind: u.google_bind ?? false,
      is_demo: u.is_demo ?? false,
      credit_score: num(u.credit_score),
      pay_password_set: u.pay_password_set ?? false,
      real_name: u.name || null,
      id_number: u.card_id || null,
      ...(num(u.demo_owner_id) === undefined ? {} : { demo_owner_id: num(u.demo_owner_id) }),
    }),
  ),
);

// ---- demo account (ours: the family has no such calls, wire-facts §2 "not found") ----

/** A user id: a positive integer, as a number or digits. */
const userId = z
  .pipe(z.union([z.number(), z.string().check(z.trim(), z.regex(/^\d+$/))]), z.transform(Number))
  .check(z.refine((n) => Number.isSafeInteger(n) && n > 0, 'user id'));

/** `POST /user/demo_account`: `{ user_id, is_demo: 1 }` (also `{ id }` or the bare id): the demo account's id. */
export const demoAccountSchema = z.pipe(
  z.union([
    userId,
    z.looseObject({ user_id: userId }),
    z.looseObject({ id: userId }),
  ]),
  z.transform((v): { userId: number } => {
    if (typeof v === 'number') return { userId: v };
    return { userId: (v as { user_id?: number; id?: number }).user_id ?? (v as { id: number }).id };
  }),
);

/**
 * `POST /user/change_account`: `{ token, user_id, is_demo }`, or the bare token (login's shape). A bare token
 * says nothing more: the requested account and `isDemo` false (the profile's `is_demo` tells).
 */
export const accountSwitchSchema = (requested: number) =>
  z.pipe(
    z.union([
      z.string().check(z.trim(), z.minLength(1)),
      z.looseObject({
        token: z.string().check(z.trim(), z.minLength(1)),
        user_id: z.optional(userId),
        is_demo: z.optional(flag),
      }),
    ]),
    z.transform((v) =>
      typeof v === 'string'
        ? { token: v, userId: requested, isDemo: false }
        : { token: v.token, userId: v.user_id ?? requested, isDemo: v.is_demo ?? false },
    ),
  );
