/**
 * Withdraw addresses and the bank card in the family's wire shapes (wire-facts §9; decision 68):
 * `/user/wallet/list` answers `pageData()` `{data, page, pages, total}` of `users_wallet_withdraw` rows (T's
 * `name` is the coin's name; the remark is our `remark`), `/user/cash_info` the `user_cash_info` row with
 * `banks`, or `{banks: []}` without a card. Stories and tests that answer these calls themselves use them too.
 */
import type { WithdrawAddress } from '../../../engine/wallet/addresses';
import type { BankCardDoc } from '../../../engine/wallet/bankCard';
import type { RecordPage } from '../../../engine/wallet/records';
import { laravelTime } from '../content';

/** A `users_wallet_withdraw` row (T) with our `remark`, `chain`, `currency_name`, `create_time`. */
export function withdrawAddressWire(a: WithdrawAddress) {
  return {
    id: a.id,
    user_id: a.user_id,
    currency: a.currency,
    address: a.address,
    qrcode: '',
    name: a.currency_name,
    currency_name: a.currency_name,
    remark: a.remark,
    chain: a.chain,
    create_time: laravelTime(a.created_at),
  };
}

/** `Controller::pageData()`: `{data, page, pages, total}`. */
export function pageDataWire<T>(data: T[], p: { total: number; page: number; limit: number }) {
  return { data, page: p.page, pages: Math.max(1, Math.ceil(p.total / p.limit)), total: p.total };
}

export const addressListWire = (p: RecordPage<WithdrawAddress>) => pageDataWire(p.items.map(withdrawAddressWire), p);

/**
 * `/user/cash_info`: the family's row (`bank_id` 0 and the Alipay / WeChat fields empty: the demo has neither),
 * `account_number` the user's account, our extra fields, and `banks` (no bank list on the demo).
 */
export function cashInfoWire(card: BankCardDoc | null, account: string) {
  if (!card) return { banks: [] as unknown[] };
  return {
    id: card.id,
    user_id: card.user_id,
    bank_id: 0,
    bank_name: card.bank_name,
    bank_branch: card.bank_branch,
    bank_account: card.bank_account,
    real_name: card.real_name,
    alipay_account: '',
    wechat_account: '',
    wechat_nickname: '',
    account_number: account,
    bank_address: card.bank_address,
    bank_code: card.bank_code,
    aba: card.aba,
    swift: card.swift,
    post_code: card.post_code,
    payee_address: card.payee_address,
    payee_phone: card.payee_phone,
    banks: [] as unknown[],
  };
}
