/** Wallet writes' shared state: the tracked (pending) transactions, the join of identical submits, and their texts. */
export { PENDING_TRANSACTIONS_LIMIT, pendingTransactionListSchema, pendingTransactionSchema } from './PendingTransaction.js';
export type { PendingTransaction, PendingTransactionKind, PendingTransactionStatus } from './PendingTransaction.js';
export { PENDING_TRANSACTIONS_STORAGE_KEY, pendingTransactionsAtom, pendingTransactionsOf } from './pendingTransactionStore.js';
export type { PendingTransactionStore } from './pendingTransactionStore.js';
export { joinInFlight, requestKey } from './joinInFlight.js';
export { TransactionMessages, chainNotConfigured } from './transactionMessages.js';
export { TransactionRevertedError } from './TransactionRevertedError.js';
