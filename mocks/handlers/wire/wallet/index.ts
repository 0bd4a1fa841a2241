/**
 * Wallet records in the family's wire shapes (wire-facts §8): `account_log` rows, `{list, count, limit,
 * is_open_CTbi}` for `/wallet/legal_log` and the Laravel paginator for `/wallet/hzhistory`. Stories and tests
 * that answer these calls themselves use the same encoders.
 */
import type { Engine, ServerKey } from '../../../engine';
import type { DepositDoc } from '../../../engine/wallet/deposits';
import type { LedgerRecord, RecordPage, TransferRecord } from '../../../engine/wallet/records';
import type { WithdrawalDoc } from '../../../engine/wallet/withdrawals';
import { laravelTime } from '../content';
import { pageDataWire } from './payees';

/** The request's translator (`RouteContext.t`), so `info` is the user's language. */
type Translate = (key: LedgerRecord['info']) => string;

/**
 * An `account_log` row with the family's appended `account`, `currency_name`, `before`, `after`,
 * `transaction_info`; `lock_value` (the change of frozen) is the demo's extra.
 */
export function accountLogWire(r: LedgerRecord, t: Translate) {
  const info = t(r.info);
  return {
    id: r.id,
    user_id: r.user_id,
    value: r.value,
    lock_value: r.lock_value,
    created_time: laravelTime(r.time),
    info,
    type: r.type,
    currency: r.currency,
    account: r.account,
    currency_name: r.currency_name,
    before: r.before,
    after: r.after,
    transaction_info: info,
  };
}

/** `/wallet/legal_log`: `{list, count, limit, is_open_CTbi}` (the demo also echoes `page`). */
export function legalLogWire(p: RecordPage<LedgerRecord>, t: Translate, isOpen = '1') {
  return {
    list: p.items.map((r) => accountLogWire(r, t)),
    count: p.total,
    page: p.page,
    limit: p.limit,
    is_open_CTbi: isOpen,
  };
}

/** A Laravel 5.5 paginator (`toArray()`) around `data`. */
export function laravelPaginatorWire<T>(data: T[], p: { total: number; page: number; limit: number }, path: string) {
  const last = Math.max(1, Math.ceil(p.total / p.limit));
  const from = p.total === 0 ? null : (p.page - 1) * p.limit + 1;
  return {
    current_page: p.page,
    data,
    first_page_url: `${path}?page=1`,
    from,
    last_page: last,
    last_page_url: `${path}?page=${last}`,
    next_page_url: p.page < last ? `${path}?page=${p.page + 1}` : null,
    path,
    per_page: p.limit,
    prev_page_url: p.page > 1 ? `${path}?page=${p.page - 1}` : null,
    to: from === null ? null : from + data.length - 1,
    total: p.total,
  };
}

/** `/wallet/hzhistory`: transfer rows (`account_log` + the demo's `from_field` / `to_field`) in a paginator. */
export function transferHistoryWire(p: RecordPage<TransferRecord>, t: Translate) {
  const rows = p.items.map((r) => ({ ...accountLogWire(r, t), from_field: r.from, to_field: r.to }));
  return laravelPaginatorWire(rows, p, '/api/wallet/hzhistory');
}

// --- deposits and withdrawals (decisions 81, 82) --------------------------------------------------------------------

type DepositAddresses = { chains: { chain: string; address: string }[] };

/**
 * `/wallet/get_in_address` as T answers it: one address as a plain string, several (USDT) as `{erc20, trc20}`
 * keyed by the network in lower case.
 */
export function inAddressWire(d: DepositAddresses) {
  if (d.chains.length === 1) return d.chains[0]!.address;
  return Object.fromEntries(d.chains.map((c) => [c.chain.toLowerCase(), c.address]));
}

/** A server text by key, in the request's language (`RouteContext.t`). */
type TranslateKey = (key: ServerKey) => string;

/** A refusal's reason for the user: the reviewer's words, or the automatic review's text in their language. */
const reasonOf = (r: { reason?: string | null; reason_key?: ServerKey | null }, t: TranslateKey) =>
  r.reason_key ? t(r.reason_key) : (r.reason ?? null);

/**
 * A deposit row of `/recharge/log`: `type` is the network, `account` the payment voucher (decisions 81, 82), and the
 * demo's `reject_reason` on a refused one (decision 91, the name the identity review uses).
 */
export function rechargeRowWire(d: DepositDoc, t: TranslateKey) {
  return {
    id: d.id,
    user_id: d.user_id,
    currency: d.currency,
    currency_name: d.currency_name,
    name: d.currency_name, // T joins the coin's `currency.name`: what the family's records pages show
    amount: d.amount,
    type: d.chain,
    address: d.address,
    account: d.voucher,
    status: d.status,
    created_at: laravelTime(d.created_at),
    review_time: d.reviewed_at === null ? null : laravelTime(d.reviewed_at),
    reject_reason: reasonOf(d, t),
  };
}

/**
 * A withdrawal row of `/user/withdraw/list`: `number` taken, `rate` the fee, `real_number` what arrives, and the
 * demo's `reject_reason` on a refused one (decision 91).
 */
export function withdrawRowWire(w: WithdrawalDoc, t: TranslateKey) {
  return {
    id: w.id,
    user_id: w.user_id,
    currency: w.currency,
    currency_name: w.currency_name,
    name: w.currency_name, // T joins the coin's `currency.name`: what the family's records pages show
    number: w.number,
    rate: w.fee,
    real_number: w.arrival,
    address: w.address,
    type: w.type,
    chain: w.chain,
    status: w.status,
    create_time: laravelTime(w.created_at),
    update_time: laravelTime(w.reviewed_at ?? w.created_at),
    reject_reason: reasonOf(w, t),
  };
}

export const rechargeLogWire = (p: RecordPage<DepositDoc>, t: TranslateKey) =>
  pageDataWire(p.items.map((d) => rechargeRowWire(d, t)), p);
export const withdrawListWire = (p: RecordPage<WithdrawalDoc>, t: TranslateKey) =>
  pageDataWire(p.items.map((w) => withdrawRowWire(w, t)), p);

type WithdrawInfo = ReturnType<Engine['wallet']['withdrawInfo']>;

/** `/wallet/get_info`: the family's `{rate, min_number, name, legal_balance, change_balance}` and the demo's extras. */
export function withdrawInfoWire(i: WithdrawInfo) {
  return {
    rate: i.coin.rule.withdraw_fee,
    min_number: i.coin.rule.min_withdraw,
    name: i.coin.name,
    legal_balance: i.legal.available,
    change_balance: i.change.available,
    lock_change_balance: i.change.frozen,
    level: i.limit.level,
    daily_limit: i.limit.limit,
    daily_used: i.limit.used,
    limit_currency: i.limit.currency,
    pay_password_set: i.payPasswordSet,
    bank_card: i.bankCard,
    bank_allowed: i.bankAllowed,
  };
}
