/**
 * The ledger (docs/architecture.md, "Ledger"): every balance of the demo exchange, moved only through
 * `createLedger(ctx)`'s operations, and the wallet area built on it. Areas import from here.
 */
export { ACCOUNT_NAMES, ACCOUNT_TYPES, FEE_ACCOUNT, HOUSE_USER_ID, WALLET_ACCOUNTS } from './accounts';
export type { AccountName, WalletAccount } from './accounts';
export { LedgerDecimal, parseAmount, quantize } from './amount';
export { auditLedger } from './audit';
export type { AuditReport } from './audit';
export { InsufficientBalanceError, InvalidAmountError } from './errors';
export { createLedger } from './ledger';
export type { Ledger, Movement, Settlement, Transfer } from './ledger';
export { BALANCES, JOURNAL } from './model';
export type { BalanceDoc, JournalDoc } from './model';
export { createWalletArea } from './wallet';
export type { WalletArea } from './wallet';
