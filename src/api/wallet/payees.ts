/**
 * Where withdrawals go: saved withdraw addresses and the bank card (wire-facts §9; decision 68).
 *
 * Plain calls (signed in)
 *   getWithdrawAddresses({ page, limit }): Promise<Page<WithdrawAddress>>   GET  /user/wallet/list
 *   saveWithdrawAddress(input)        (new)                                 POST /user/wallet/save
 *   saveWithdrawAddress({ id, … })    (edit)                                POST /user/editUserAddress
 *   deleteWithdrawAddress(id)                                               GET  /user/delUserAddress
 *   getBankCard(): Promise<BankCard | null>                                 POST /user/cash_info
 *   saveBankCard(card)                                                      POST /user/cash_save
 *
 * Query options (keys `['payees', call, params]`): `withdrawAddressesQuery()` (paged, PAGE_SIZE),
 * `bankCardQuery()`. Wire shapes and adapters: `../wire/wallet/payees.ts`.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { PAGE_SIZE } from '@/lib/constants';
import { request } from '../client';
import { pageDataPage, type Page, type PageRequest } from '../paging';
import type { AddressChain, BankCard, WithdrawAddress } from '../schemas/wallet';
import { cashInfoSchema, withdrawAddressSchema } from '../wire/wallet/payees';

export type { AddressChain, BankCard, WithdrawAddress } from '../schemas/wallet';

export function getWithdrawAddresses(req: PageRequest): Promise<Page<WithdrawAddress>> {
  return request('user/wallet/list', {
    method: 'GET',
    params: { ...req },
    schema: pageDataPage(withdrawAddressSchema, req),
  });
}

export interface AddressInput {
  /** Present = edit that address. */
  id?: number;
  currencyId: number;
  chain: AddressChain;
  remark: string;
  address: string;
  payPassword: string;
}

/** Saves a new address, or edits `id`; resolves the server's confirmation text. */
export function saveWithdrawAddress(p: AddressInput): Promise<string> {
  const fields = { currency: p.currencyId, name: p.remark, address: p.address, chain: p.chain, password: p.payPassword };
  return p.id === undefined
    ? request('user/wallet/save', { params: fields, schema: z.string() })
    : request('user/editUserAddress', { params: { id: p.id, ...fields }, schema: z.string() });
}

export function deleteWithdrawAddress(id: number): Promise<string> {
  return request('user/delUserAddress', { method: 'GET', params: { id }, schema: z.string() });
}

/** The user's bank card, or null when none is saved. */
export function getBankCard(): Promise<BankCard | null> {
  return request('user/cash_info', { schema: cashInfoSchema });
}

/** Saves (creates or replaces) the bank card; resolves the server's confirmation text. */
export function saveBankCard(card: BankCard): Promise<string> {
  return request('user/cash_save', {
    params: {
      real_name: card.realName,
      bank_account: card.accountNumber,
      bank_name: card.bankName,
      bank_address: card.bankAddress,
      bank_branch: card.branch,
      bank_code: card.bankCode,
      aba: card.aba,
      swift: card.swift,
      post_code: card.postCode,
      payee_address: card.payeeAddress,
      payee_phone: card.payeePhone,
    },
    schema: z.string(),
  });
}

export const payeeKeys = {
  all: ['payees'] as const,
  addresses: () => ['payees', 'wallet_list', {}] as const,
  bankCard: () => ['payees', 'cash_info', {}] as const,
};

/** Every saved address, PAGE_SIZE a page, until a page says there is no more. */
export const withdrawAddressesQuery = () =>
  infiniteQueryOptions({
    queryKey: payeeKeys.addresses(),
    queryFn: ({ pageParam }) => getWithdrawAddresses({ page: pageParam, limit: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export const bankCardQuery = () => queryOptions({ queryKey: payeeKeys.bankCard(), queryFn: getBankCard });
