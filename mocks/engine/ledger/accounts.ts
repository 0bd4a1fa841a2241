/**
 * The ledger's accounts. A user holds one balance per account type × currency (spec §3: "id 1 legal (fiat),
 * 2 change (coin/exchange), 3 lever (contract), 4 micro (seconds contract). Also fund, transaction and
 * financial accounts"). The spec gives no ids for the last three; 5, 6 and 7 are ours.
 */
export const ACCOUNT_TYPES = {
  legal: 1,
  change: 2,
  lever: 3,
  micro: 4,
  fund: 5,
  transaction: 6,
  financial: 7,
} as const;

export type AccountName = keyof typeof ACCOUNT_TYPES;

/** The accounts `/wallet/list` shows and `/wallet/change` moves between (wire-facts §8: names, not ids). */
export const WALLET_ACCOUNTS = [
  'legal',
  'change',
  'lever',
  'micro',
] as const satisfies readonly AccountName[];
export type WalletAccount = (typeof WALLET_ACCOUNTS)[number];

export const isAccountName = (value: unknown): value is AccountName =>
  typeof value === 'string' && Object.hasOwn(ACCOUNT_TYPES, value);

export const isWalletAccount = (value: unknown): value is WalletAccount =>
  WALLET_ACCOUNTS.includes(value as WalletAccount);

/** The house: user id 0 is never a person (user ids start at 1). It holds the fees collected. */
export const HOUSE_USER_ID = 0;
/** The house account fees are paid into (`settle` with a fee). */
export const FEE_ACCOUNT = 'fee';
/**
 * The outside world, as a journal leg only (it has no balance): money entering the ledger (credit) or
 * leaving it (debit; a settlement paid out). With it every entry's legs sum to zero per currency.
 */
export const EXTERNAL_ACCOUNT = 'external';

/** Any account a journal leg may name. */
export type LedgerAccount = AccountName | typeof FEE_ACCOUNT | typeof EXTERNAL_ACCOUNT;
