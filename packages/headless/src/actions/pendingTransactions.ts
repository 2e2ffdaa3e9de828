import type { ConnectConfig } from '../core/index.js';
import { pendingTransactionsOf } from '../core/transactions/index.js';
import type { PendingTransaction, PendingTransactionStatus } from '../core/transactions/index.js';
import { followPendingTransactions } from './transactions/trackTransaction.js';

/** Parameters of {@link getPendingTransactions}. */
export interface GetPendingTransactionsParameters {
  /** Only the transactions in this status; all by default. */
  readonly status?: PendingTransactionStatus | undefined;
}

/**
 * The transactions sent through the wallet writes, newest first (at most 99, kept in the config's storage so a
 * reload keeps them): pending until their receipt, then confirmed or failed. The first call after a load reads
 * them from storage and follows again those still pending.
 */
export function getPendingTransactions(config: ConnectConfig, parameters: GetPendingTransactionsParameters = {}): readonly PendingTransaction[] {
  const store = pendingTransactionsOf(config);
  followPendingTransactions(config);
  const list = store.list();
  return parameters.status ? list.filter((transaction) => transaction.status === parameters.status) : list;
}

/** Parameters of {@link watchPendingTransactions}. */
export interface WatchPendingTransactionsParameters {
  onChange(transactions: readonly PendingTransaction[], previous: readonly PendingTransaction[]): void;
}

/**
 * Calls `onChange` whenever the tracked transactions change (a send, a receipt, another tab); returns a stop
 * function. Like {@link getPendingTransactions}, it follows again the transactions a reload left pending.
 */
export function watchPendingTransactions(config: ConnectConfig, parameters: WatchPendingTransactionsParameters): () => void {
  const store = pendingTransactionsOf(config);
  followPendingTransactions(config);
  let previous = store.list();
  return store.subscribe((next) => {
    if (next === previous) return;
    const before = previous;
    previous = next;
    parameters.onChange(next, before);
  });
}
