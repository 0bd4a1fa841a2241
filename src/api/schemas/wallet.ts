/** The wallet area's DOMAIN types; the wire shape and its adapter are `../wire/wallet/`. */

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

export interface AccountGroup {
  balances: WalletBalance[];
  usdtTotal: string;
}

export interface Wallets {
  accounts: Record<WalletAccount, AccountGroup>;
  /** The fund / transaction / financial accounts the answer carried (absent from the family's answers). */
  more: Partial<Record<ExtraAccount, AccountGroup>>;
  /**
   * The assets total clients show: change + lever + micro (+ the extra accounts), valued in USDT (the family
   * leaves legal out).
   */
  usdtTotal: string;
  /** CNY per USDT, when the platform sends it. */
  exRate?: string;
}

/** The ledger's other accounts (spec §3), when the platform sends them (the demo exchange does). */
export const EXTRA_ACCOUNTS = ['fund', 'transaction', 'financial'] as const;
export type ExtraAccount = (typeof EXTRA_ACCOUNTS)[number];
export type AssetAccount = WalletAccount | ExtraAccount;

/** One movement of a balance (an `account_log` row of `/wallet/legal_log`). */
export interface LedgerEntry {
  id: number;
  /** As the server wrote it ("2026-11-01 08:00:00"). */
  time: string;
  /** The account's name (`change`…), when sent. */
  account: string | undefined;
  currencyId: number;
  currency: string;
  /** The record type (1 opening balance, 2 transfer, 3 deposit, 4 withdrawal, 5 exchange…). */
  type: number;
  /** The server's label, in the user's language. */
  label: string;
  /** Signed change of the available balance, and of the frozen one ("0" when not sent). */
  amount: string;
  frozen: string;
  /** Available after the movement, when sent. */
  after: string | undefined;
}

/** One transfer between the user's own accounts (`/wallet/hzhistory`). */
export interface TransferEntry extends LedgerEntry {
  from: string | undefined;
  to: string | undefined;
}

/** A fiat currency and its units per US dollar (the exchange-rate service; USDT counts as one dollar). */
export interface FiatRate {
  code: string;
  rate: string;
}

/** A coin the exchange accepts, with the user's available balance of it in the change account. */
export interface ExchangeCoin {
  id: number;
  name: string;
  available: string;
}

/** `/user/getTransferFee`: both coins' prices in USDT and the fee, a fraction of the amount paid. */
export interface ExchangeQuote {
  fromPrice: string;
  toPrice: string;
  feeRate: string;
}

/** A chain a withdraw address is on. */
export type AddressChain = 'TRC20' | 'ERC20';

/** A saved withdraw address (`/user/wallet/list`). */
export interface WithdrawAddress {
  id: number;
  currencyId: number;
  currency: string;
  /** Sent by the demo; otherwise read from the address's format (undefined when it fits neither). */
  chain: AddressChain | undefined;
  /** The user's remark (the spec's `name`); '' when the platform does not send one. */
  remark: string;
  address: string;
}

/** The user's bank card (`/user/cash_info`); optional fields are ''. */
export interface BankCard {
  realName: string;
  accountNumber: string;
  bankName: string;
  bankAddress: string;
  branch: string;
  bankCode: string;
  aba: string;
  swift: string;
  postCode: string;
  payeeAddress: string;
  payeePhone: string;
}
