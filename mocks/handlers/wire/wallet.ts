/**
 * Wallet records in the family's wire shapes (wire-facts §8): `account_log` rows, `{list, count, limit,
 * is_open_CTbi}` for `/wallet/legal_log` and the Laravel paginator for `/wallet/hzhistory`. Stories and tests
 * that answer these calls themselves use the same encoders.
 */
import type { LedgerRecord, RecordPage, TransferRecord } from '../../engine/ledger/records';
import { laravelTime } from './content';

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
