/** The wallet area's DOMAIN types; the wire shape and its adapter are `../wire/wallet.ts`. */

/** The accounts of `/wallet/list` and `/wallet/change`, by their wire names (1 legal, 2 change, 3 lever, 4 micro). */
export const WALLET_ACCOUNTS = ['legal', 'change', 'lever', 'micro'] as const;
export type WalletAccount = (typeof WALLET_ACCOUNTS)[number];

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
