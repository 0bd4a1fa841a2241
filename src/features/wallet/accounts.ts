import {
  EXTRA_ACCOUNTS,
  WALLET_ACCOUNTS,
  type AccountGroup,
  type AssetAccount,
  type WalletAccount,
  type Wallets,
} from '@/api/wallet';
import { Dec } from '@/lib/decimal';

/** The order the assets page shows the accounts in: the trading accounts first, then fiat, then the others. */
const ORDER: readonly AssetAccount[] = ['change', 'lever', 'micro', 'legal', ...EXTRA_ACCOUNTS];

/** The accounts the answer carries, in display order. */
export function accountGroups(wallets: Wallets): { account: AssetAccount; group: AccountGroup }[] {
  return ORDER.flatMap((account) => {
    const group = isWalletAccount(account)
      ? wallets.accounts[account]
      : wallets.more[account as (typeof EXTRA_ACCOUNTS)[number]];
    return group ? [{ account, group }] : [];
  });
}

export function isWalletAccount(value: unknown): value is WalletAccount {
  return WALLET_ACCOUNTS.includes(value as WalletAccount);
}

/** A USDT value in the display fiat (USDT counts as one US dollar), exact. */
export const toFiat = (usdt: string, rate: string): string => new Dec(usdt).times(rate).toString();

/** The transfer page's default pair of accounts. */
export const DEFAULT_FROM: WalletAccount = 'change';
export const DEFAULT_TO: WalletAccount = 'lever';
