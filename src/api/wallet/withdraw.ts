/**
 * Withdrawals (wire-facts §8; decisions 81, 82).
 *
 * Plain calls (signed in)
 *   getWithdrawInfo(currencyId): Promise<WithdrawInfo>          POST /wallet/get_info
 *   submitWithdrawal(input): Promise<string>                    POST /wallet/out  (type 0 address, 1 bank card)
 *   getWithdrawRecords({ page, limit })                         GET  /user/withdraw/list
 *
 * A withdrawal is a POST and is never retried: after any failure the caller reads the state again (records,
 * balances) rather than sending it twice. Query options (keys `['withdraw', call, params]`):
 * `withdrawInfoQuery(id)`, `withdrawRecordsQuery()` (paged). Wire shapes: `./wire/withdraw.ts`.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { PAGE_SIZE } from '@/lib/constants';
import { request, type Intent } from '../client';
import type { Page, PageRequest } from '../paging';
import { withdrawInfoSchema, withdrawListSchema, type WithdrawInfo, type WithdrawRecord } from '../wire/wallet/withdraw';

export type { WithdrawInfo, WithdrawRecord } from '../wire/wallet/withdraw';

export function getWithdrawInfo(currencyId: number): Promise<WithdrawInfo> {
  return request('wallet/get_info', { params: { currency: currencyId }, schema: withdrawInfoSchema });
}

export interface WithdrawalInput {
  currencyId: number;
  /** Taken from the balance, fee included (a decimal string as typed). */
  amount: string;
  /** The fee shown (`rate`). */
  fee: string;
  /** A saved address, or the bank card. */
  to: { kind: 'address'; address: string } | { kind: 'bank' };
  payPassword: string;
}

/** Asks for a withdrawal; the pay password goes under the three names the family's servers read (wire-facts §12.2). */
export function submitWithdrawal(p: WithdrawalInput, intent?: Intent): Promise<string> {
  return request('wallet/out', {
    idempotencyKey: intent?.idempotencyKey,
    params: {
      currency: p.currencyId,
      number: p.amount,
      rate: p.fee,
      type: p.to.kind === 'address' ? 0 : 1,
      address: p.to.kind === 'address' ? p.to.address : undefined,
      pay_password: p.payPassword,
      pass: p.payPassword,
      password: p.payPassword,
    },
    schema: z.string(),
  });
}

export function getWithdrawRecords(req: PageRequest): Promise<Page<WithdrawRecord>> {
  return request('user/withdraw/list', { method: 'GET', params: { ...req }, schema: withdrawListSchema(req) });
}

export const withdrawKeys = {
  all: ['withdraw'] as const,
  info: (currencyId: number) => ['withdraw', 'get_info', { currencyId }] as const,
  records: () => ['withdraw', 'withdraw_list', {}] as const,
};

export const withdrawInfoQuery = (currencyId: number) =>
  queryOptions({ queryKey: withdrawKeys.info(currencyId), queryFn: () => getWithdrawInfo(currencyId), staleTime: 5_000 });

export const withdrawRecordsQuery = () =>
  infiniteQueryOptions({
    queryKey: withdrawKeys.records(),
    queryFn: ({ pageParam }) => getWithdrawRecords({ page: pageParam, limit: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
