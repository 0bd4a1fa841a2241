/**
 * Wallet area: a user's balances per account and moving money between their accounts (wire-facts §8).
 *
 * Plain calls
 *   getWallets(): Promise<Wallets>                           POST /wallet/list       (signed in)
 *   transferBetweenAccounts({ currencyId, amount, from, to }) POST /wallet/change     (signed in)
 *   getLedgerEntries({ currencyId?, type?, account?, page, limit }) POST /wallet/legal_log (signed in)
 *   getTransferHistory({ page, limit })                      GET  /wallet/hzhistory  (signed in)
 *   getFiatRates(): Promise<FiatRate[]>                      GET  /fiat/rates        (the exchange-rate service)
 *
 * Query options (keys `['wallet', call, params]`, see `walletKeys`): `walletListQuery()`,
 * `ledgerEntriesQuery(filter)`, `transferHistoryQuery()` (paged, PAGE_SIZE), `fiatRatesQuery()`.
 *
 * The wire shapes and their adapters: `../wire/wallet/index.ts` (`toWallets`, one shape for every account) and
 * `../wire/wallet/records.ts` (records, fiat rates).
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { PAGE_SIZE } from '@/lib/constants';
import { request, type Intent } from '../client';
import type { Page, PageRequest } from '../paging';
import type { FiatRate, LedgerEntry, TransferEntry, WalletAccount, Wallets } from '../schemas/wallet';
import { toWallets, walletListSchema } from '../wire/wallet';
import { fiatRatesSchema, legalLogSchema, transferHistorySchema } from '../wire/wallet/records';

export type {
  AccountGroup,
  AssetAccount,
  FiatRate,
  LedgerEntry,
  TransferEntry,
  WalletAccount,
  Wallets,
} from '../schemas/wallet';
export { EXTRA_ACCOUNTS, WALLET_ACCOUNTS } from '../schemas/wallet';
export { toWallets, walletListSchema } from '../wire/wallet';

// ---- calls ----

export async function getWallets(): Promise<Wallets> {
  return toWallets(await request('wallet/list', { schema: walletListSchema, background: true }));
}

export interface AccountTransfer {
  currencyId: number;
  /** A decimal string as typed (never a JS number). */
  amount: string;
  from: WalletAccount;
  to: WalletAccount;
}

/** Moves money between two of the user's accounts; resolves the server's confirmation text. */
export function transferBetweenAccounts(p: AccountTransfer, intent?: Intent): Promise<string> {
  return request('wallet/change', {
    idempotencyKey: intent?.idempotencyKey,
    params: { currency_id: p.currencyId, number: p.amount, from_field: p.from, to_field: p.to },
    schema: z.string(),
  });
}

/** Filters of the records page: a currency, a record type, an account (all when absent). */
export interface LedgerFilter {
  currencyId?: number;
  type?: number;
  account?: string;
}

/** The user's balance movements, newest first. */
export function getLedgerEntries(p: LedgerFilter & PageRequest): Promise<Page<LedgerEntry>> {
  const req = { page: p.page, limit: p.limit };
  return request('wallet/legal_log', {
    params: { currency: p.currencyId ?? 0, type: p.type ?? 0, account: p.account, ...req },
    schema: legalLogSchema(req),
  });
}

/** Transfers between the user's own accounts, newest first. */
export function getTransferHistory(req: PageRequest): Promise<Page<TransferEntry>> {
  return request('wallet/hzhistory', { method: 'GET', params: { ...req }, schema: transferHistorySchema(req) });
}

/** Fiat currencies and their rates per US dollar (spec §7's exchange-rate service; the demo serves it). */
export function getFiatRates(): Promise<FiatRate[]> {
  return request('fiat/rates', { method: 'GET', schema: fiatRatesSchema, background: true });
}

// ---- queries ----

export const walletKeys = {
  all: ['wallet'] as const,
  list: () => ['wallet', 'list', {}] as const,
  records: (f: LedgerFilter) => ['wallet', 'legal_log', f] as const,
  transfers: () => ['wallet', 'hzhistory', {}] as const,
  fiatRates: () => ['wallet', 'fiat_rates', {}] as const,
};

export const walletListQuery = () =>
  queryOptions({ queryKey: walletKeys.list(), queryFn: getWallets, staleTime: 10_000 });

/** The records, PAGE_SIZE a page, until a page says there is no more. */
export const ledgerEntriesQuery = (f: LedgerFilter) =>
  infiniteQueryOptions({
    queryKey: walletKeys.records(f),
    queryFn: ({ pageParam }) => getLedgerEntries({ ...f, page: pageParam, limit: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export const transferHistoryQuery = () =>
  infiniteQueryOptions({
    queryKey: walletKeys.transfers(),
    queryFn: ({ pageParam }) => getTransferHistory({ page: pageParam, limit: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export const fiatRatesQuery = () =>
  queryOptions({ queryKey: walletKeys.fiatRates(), queryFn: getFiatRates, staleTime: 10 * 60_000 });
