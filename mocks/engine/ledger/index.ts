/**
 * The ledger (docs/architecture.md, "Ledger"): every balance of the demo exchange and its journal, moved only
 * through `createLedger(ctx)`'s operations. A shared layer, not an area: the areas (wallet, trade, invite…) call
 * it and import from here; the wallet's own movements (deposits, withdrawals, records…) live in `../wallet/`.
 */
export { isAccountName, isWalletAccount, WALLET_ACCOUNTS } from './accounts';
export type { AccountName, WalletAccount } from './accounts';
export { dec, fmt, LedgerDecimal, parseAmount, quantize, ZERO } from './amount';
export { auditLedger } from './audit';
export { createLedger, type Balance, type Ledger } from './ledger';
export type { Intent } from './intents';
export { JOURNAL } from './model';
export type { JournalDoc } from './model';
