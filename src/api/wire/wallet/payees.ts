/**
 * Withdraw addresses and the bank card (wire-facts §9; decision 68). `/user/wallet/list` is `pageData()` of
 * `users_wallet_withdraw` rows, whose `name` is the coin's name (T); the demo adds `remark`, `chain`,
 * `currency_name`. `/user/cash_info` is the `user_cash_info` row (plus `banks`), "empty" without a card: null,
 * '', [], {} or a row without `bank_account` all read as none.
 */
import * as z from 'zod/mini';
import { isWalletAddress } from '@/lib/validate';
import type { AddressChain, BankCard, WithdrawAddress } from '../../schemas/wallet';

const text = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number()]))),
  z.transform((v) => (v === null || v === undefined ? '' : String(v))),
);

const CHAINS: readonly AddressChain[] = ['TRC20', 'ERC20'];

export const withdrawAddressSchema = z.pipe(
  z.looseObject({
    id: z.coerce.number(),
    currency: z.coerce.number(),
    address: z.string(),
    name: text,
    currency_name: text,
    remark: text,
    chain: text,
  }),
  z.transform((r): WithdrawAddress => {
    const sent = CHAINS.find((c) => c === r.chain.toUpperCase());
    return {
      id: r.id,
      currencyId: r.currency,
      currency: r.currency_name || r.name,
      chain: sent ?? CHAINS.find((c) => isWalletAddress(r.address, c)),
      remark: r.remark,
      address: r.address,
    };
  }),
);

const cardRow = z.looseObject({
  bank_account: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  real_name: text,
  bank_name: text,
  bank_address: text,
  bank_branch: text,
  bank_code: text,
  aba: text,
  swift: text,
  post_code: text,
  payee_address: text,
  payee_phone: text,
});

const toCard = (r: z.infer<typeof cardRow>): BankCard => ({
  realName: r.real_name,
  accountNumber: r.bank_account,
  bankName: r.bank_name,
  bankAddress: r.bank_address,
  branch: r.bank_branch,
  bankCode: r.bank_code,
  aba: r.aba,
  swift: r.swift,
  postCode: r.post_code,
  payeeAddress: r.payee_address,
  payeePhone: r.payee_phone,
});

export const cashInfoSchema = z.pipe(
  z.unknown(),
  z.transform((v): BankCard | null => {
    const row = cardRow.safeParse(v);
    return row.success && row.data.bank_account !== '' ? toCard(row.data) : null;
  }),
);
