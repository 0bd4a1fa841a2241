/**
 * Deposits (wire-facts §8; decisions 81, 82).
 *
 * Plain calls (signed in, except the rate)
 *   getFundingCoins(): Promise<FundingCoin[]>                     GET  /currency/user_currency_list
 *   getDepositAddresses(currencyId): Promise<DepositAddress[]>    POST /wallet/get_in_address
 *   submitDeposit({ currencyId, chain, address, amount, voucher }) POST /wallet/charge_req
 *   getDepositRecords({ page, limit })                            GET  /recharge/log
 *   getCoinRate(currencyId): Promise<CoinRate>                    GET  /wallet/getRateCurrency
 *
 * Query options (keys `['deposit', call, params]`): `fundingCoinsQuery()`, `depositAddressesQuery(id)`,
 * `depositRecordsQuery()` (paged, PAGE_SIZE), `coinRateQuery(id)`. Wire shapes: `./wire/deposit.ts`.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { PAGE_SIZE } from '@/lib/constants';
import { request, type Intent } from '../client';
import type { Page, PageRequest } from '../paging';
import {
  fundingCoinsSchema,
  inAddressSchema,
  rateCurrencySchema,
  rechargeLogSchema,
  type CoinRate,
  type DepositAddress,
  type DepositRecord,
  type FundingChain,
  type FundingCoin,
} from '../wire/wallet/deposit';

export type { CoinRate, DepositAddress, DepositRecord, FundingChain, FundingCoin, ReviewState } from '../wire/wallet/deposit';

export function getFundingCoins(): Promise<FundingCoin[]> {
  return request('currency/user_currency_list', { method: 'GET', schema: fundingCoinsSchema, background: true });
}

export function getDepositAddresses(currencyId: number): Promise<DepositAddress[]> {
  return request('wallet/get_in_address', { params: { currency: currencyId }, schema: inAddressSchema, quiet: true });
}

export interface DepositInput {
  currencyId: number;
  chain: FundingChain;
  /** The deposit address shown (paid to). */
  address: string;
  amount: string;
  /** The uploaded payment voucher's path (`/upload/<name>`). */
  voucher: string;
}

/** Asks for a reviewed deposit; resolves the server's confirmation text. Never retried (a POST). */
export function submitDeposit(p: DepositInput, intent?: Intent): Promise<string> {
  return request('wallet/charge_req', {
    idempotencyKey: intent?.idempotencyKey,
    params: { currency: p.currencyId, amount: p.amount, type: p.chain, address: p.address, account: p.voucher },
    schema: z.string(),
  });
}

export function getDepositRecords(req: PageRequest): Promise<Page<DepositRecord>> {
  return request('recharge/log', { method: 'GET', params: { ...req }, schema: rechargeLogSchema(req) });
}

export function getCoinRate(currencyId: number): Promise<CoinRate> {
  return request('wallet/getRateCurrency', {
    method: 'GET',
    params: { id: currencyId },
    schema: rateCurrencySchema,
    background: true,
  });
}

export const depositKeys = {
  all: ['deposit'] as const,
  coins: () => ['deposit', 'user_currency_list', {}] as const,
  addresses: (currencyId: number) => ['deposit', 'get_in_address', { currencyId }] as const,
  records: () => ['deposit', 'recharge_log', {}] as const,
  rate: (currencyId: number) => ['deposit', 'getRateCurrency', { currencyId }] as const,
};

export const fundingCoinsQuery = () =>
  queryOptions({ queryKey: depositKeys.coins(), queryFn: getFundingCoins, staleTime: 10_000 });

export const depositAddressesQuery = (currencyId: number) =>
  queryOptions({
    queryKey: depositKeys.addresses(currencyId),
    queryFn: () => getDepositAddresses(currencyId),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const depositRecordsQuery = () =>
  infiniteQueryOptions({
    queryKey: depositKeys.records(),
    queryFn: ({ pageParam }) => getDepositRecords({ page: pageParam, limit: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export const coinRateQuery = (currencyId: number) =>
  queryOptions({ queryKey: depositKeys.rate(currencyId), queryFn: () => getCoinRate(currencyId), staleTime: 60_000 });
