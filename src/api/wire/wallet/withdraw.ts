/**
 * Withdrawals in the family's shapes (wire-facts §8; decisions 81, 82): `/wallet/get_info` `{rate (the fee), min_number,
 * name, legal_balance, change_balance}` plus the demo's limit and flags (absent on a platform: unknown, not false),
 * and `/user/withdraw/list` (`pageData()` of withdraw rows: `number`, `rate`, `real_number`, `status`).
 */
import * as z from 'zod/mini';
import { pageDataPage, type PageRequest } from '../../paging';
import { dec, decOrNull, epochMs, int, optDec, optText, text } from '../../schemas/primitives';
import { reviewState, type ReviewState } from './deposit';

const maybeFlag = z.pipe(
  z.optional(z.nullable(z.union([z.boolean(), z.number(), z.string()]))),
  z.transform((v) => (v === undefined || v === null || v === '' ? undefined : v === true || v === 1 || v === '1')),
);

export interface WithdrawInfo {
  name: string;
  fee: string;
  min: string;
  available: string;
  level: number | null;
  dailyLimit: string | null;
  dailyUsed: string | null;
  limitCurrency: string;
  /** undefined: the platform does not say. */
  payPasswordSet: boolean | undefined;
  bankCard: boolean | undefined;
  bankAllowed: boolean;
}

export const withdrawInfoSchema = z.pipe(
  z.looseObject({
    name: z.optional(text),
    rate: optDec,
    min_number: optDec,
    change_balance: optDec,
    level: z.optional(z.nullable(int)),
    daily_limit: decOrNull,
    daily_used: decOrNull,
    limit_currency: z.optional(text),
    pay_password_set: maybeFlag,
    bank_card: maybeFlag,
    bank_allowed: maybeFlag,
  }),
  z.transform(
    (r): WithdrawInfo => ({
      name: r.name ?? '',
      fee: r.rate,
      min: r.min_number,
      available: r.change_balance,
      level: r.level ?? null,
      dailyLimit: r.daily_limit,
      dailyUsed: r.daily_used,
      limitCurrency: r.limit_currency || 'BTC',
      payPasswordSet: r.pay_password_set,
      bankCard: r.bank_card,
      bankAllowed: r.bank_allowed ?? true,
    }),
  ),
);

export interface WithdrawRecord {
  id: number;
  coin: string;
  amount: string;
  fee: string;
  arrival: string;
  address: string;
  toBank: boolean;
  chain: string;
  state: ReviewState;
  /** Why it was refused (the demo's `reject_reason`, decision 91); null when not refused or not said. */
  reason: string | null;
  time: number | null;
}

const withdrawRow = z.pipe(
  z.looseObject({
    id: int,
    currency: z.optional(int),
    currency_name: z.optional(text),
    number: dec,
    rate: optDec,
    real_number: decOrNull,
    address: z.optional(text),
    type: z.optional(int),
    chain: z.optional(text),
    status: z.optional(int),
    reject_reason: z.optional(optText),
    create_time: epochMs,
  }),
  z.transform(
    (r): WithdrawRecord => ({
      id: r.id,
      coin: r.currency_name || String(r.currency ?? ''),
      amount: r.number,
      fee: r.rate,
      arrival: r.real_number ?? r.number,
      address: r.address ?? '',
      toBank: r.type === 1,
      chain: r.chain ?? '',
      state: reviewState(r.status ?? 1),
      reason: r.reject_reason?.trim() || null,
      time: r.create_time,
    }),
  ),
);

export const withdrawListSchema = (req: PageRequest) => pageDataPage(withdrawRow, req);
