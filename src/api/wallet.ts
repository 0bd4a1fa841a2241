/**
 * Wallet area: a user's balances per account and moving money between their accounts (wire-facts §8).
 *
 * Plain calls
 *   getWallets(): Promise<Wallets>                           POST /wallet/list   (signed in)
 *   transferBetweenAccounts({ currencyId, amount, from, to }) POST /wallet/change (signed in)
 *
 * Query options (keys `['wallet', call, params]`, see `walletKeys`): `walletListQuery()`.
 *
 * The wire shape and its adapter (`toWallets`, one shape for every account): `./wire/wallet.ts`.
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from './client';
import type { WalletAccount, Wallets } from './schemas/wallet';
import { toWallets, walletListSchema } from './wire/wallet';

export type { Wallets } from './schemas/wallet';
export { toWallets, walletListSchema } from './wire/wallet';

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
export function transferBetweenAccounts(p: AccountTransfer): Promise<string> {
  return request('wallet/change', {
    params: { currency_id: p.currencyId, number: p.amount, from_field: p.from, to_field: p.to },
    schema: z.string(),
  });
}

// ---- queries ----

export const walletKeys = {
  all: ['wallet'] as const,
  list: () => ['wallet', 'list', {}] as const,
};

export const walletListQuery = () =>
  queryOptions({ queryKey: walletKeys.list(), queryFn: getWallets, staleTime: 10_000 });
