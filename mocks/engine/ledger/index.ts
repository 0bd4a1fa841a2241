/**
 * The ledger (docs/architecture.md, "Ledger"): every balance of the demo exchange, moved only through
 * `createLedger(ctx)`'s operations, and the wallet area built on it. Areas import from here.
 */
export { ACCOUNT_NAMES, WALLET_ACCOUNTS } from './accounts';
export type { AccountName, WalletAccount } from './accounts';
export { dec, fmt, LedgerDecimal, quantize, ZERO } from './amount';
export { auditLedger } from './audit';
export { InsufficientBalanceError, InvalidAmountError } from './errors';
export { createLedger, type Balance, type Ledger } from './ledger';
export { JOURNAL } from './model';
export type { JournalDoc } from './model';
export { createWalletArea } from './wallet';
