/**
 * Wallet area: a user's balances per account and moving money between their accounts (wire-facts §8).
 *
 * Plain calls
 *   getWallets(): Promise<Wallets>                           POST /wallet/list   (signed in)
 *   transferBetweenAccounts({ currencyId, amount, from, to }) POST /wallet/change (signed in)
 *
 * Query options (keys `['wallet', call, params]`, see `walletKeys`): `walletListQuery()`.
 *
 * The wire sends one group per account (`change_wallet: { balance: [{ currency, change_balance,
 * lock_change_balance, … }], usdt_totle, … }`); `toWallets` turns it into one shape for every account.
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { Dec } from '@/lib/decimal';
import { request } from './client';

/** The accounts of `/wallet/list` and `/wallet/change`, by their wire names (1 legal, 2 change, 3 lever, 4 micro). */
export const WALLET_ACCOUNTS = ['legal', 'change', 'lever', 'micro'] as const;
export type WalletAccount = (typeof WALLET_ACCOUNTS)[number];

// ---- wire schema ----

/** A decimal on the wire: string or number, missing = "0"; always a string after parsing. */
const dec = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((v) => (v === null || v === undefined || v === '' ? '0' : String(v))),
);
const flag = z.pipe(
  z.nullish(z.union([z.boolean(), z.number(), z.string()])),
  z.transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
);

// Balance fields are named after the account (`<account>_balance`), so rows stay loose and are read by name.
const rowSchema = z.looseObject({
  currency: z.coerce.number(),
  currency_name: z.string(),
  is_charge: flag,
  usdt_price: dec,
});
const groupSchema = z.looseObject({ balance: z.array(rowSchema), usdt_totle: dec });

export const walletListSchema = z.looseObject({
  legal_wallet: groupSchema,
  change_wallet: groupSchema,
  lever_wallet: groupSchema,
  micro_wallet: groupSchema,
  ExRate: z.optional(dec),
});
export type WalletListWire = z.infer<typeof walletListSchema>;

// ---- domain ----

export interface WalletBalance {
  currencyId: number;
  currency: string;
  available: string;
  frozen: string;
  /** Value of one unit in USDT. */
  usdtPrice: string;
  /** Deposits accepted. */
  canDeposit: boolean;
}

export interface Wallets {
  accounts: Record<WalletAccount, { balances: WalletBalance[]; usdtTotal: string }>;
  /** The assets total clients show: change + lever + micro, valued in USDT (the family leaves legal out). */
  usdtTotal: string;
  /** CNY per USDT, when the platform sends it. */
  exRate?: string;
}

const decString = (value: unknown) => {
  const parsed = dec.safeParse(value);
  return parsed.success ? parsed.data : '0';
};

export function toWallets(wire: WalletListWire): Wallets {
  const accounts = {} as Wallets['accounts'];
  for (const account of WALLET_ACCOUNTS) {
    const group = wire[`${account}_wallet`];
    accounts[account] = {
      usdtTotal: group.usdt_totle,
      balances: group.balance.map((row) => ({
        currencyId: row.currency,
        currency: row.currency_name,
        available: decString(row[`${account}_balance`]),
        frozen: decString(row[`lock_${account}_balance`]),
        usdtPrice: row.usdt_price,
        canDeposit: row.is_charge,
      })),
    };
  }
  const usdtTotal = (['change', 'lever', 'micro'] as const)
    .reduce((sum, account) => sum.plus(accounts[account].usdtTotal), new Dec(0))
    .toString();
  return { accounts, usdtTotal, exRate: wire.ExRate };
}

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
