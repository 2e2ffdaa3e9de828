import type { Hash } from 'viem';
import type { CaipNetwork, ConnectConfig } from '../../core/index.js';
import { TransactionMessages, pendingTransactionsOf } from '../../core/transactions/index.js';
import type { PendingTransaction } from '../../core/transactions/index.js';
import { loadEvmViem } from './loadEvmViem.js';
import { waitForSolanaConfirmation } from './solanaConfirmation.js';

/** How long a sent transaction is followed before it is left pending (a reload follows it again). */
export const TRACKING_TIMEOUT_MS = 30 * 60_000;

/** Per config: the transactions being followed now, and those sent from this page (whose outcome is toasted). */
const following = new WeakMap<ConnectConfig, Set<string>>();
const announced = new WeakMap<ConnectConfig, Set<string>>();

const idOf = (transaction: Pick<PendingTransaction, 'hash' | 'caipNetworkId'>) => `${transaction.caipNetworkId}/${transaction.hash}`;

function setOf(map: WeakMap<ConnectConfig, Set<string>>, config: ConnectConfig): Set<string> {
  let set = map.get(config);
  if (!set) {
    set = new Set();
    map.set(config, set);
  }
  return set;
}

/**
 * Records a transaction the wallet just sent (before its hash reaches the app), shows the loading toast and
 * follows it until its receipt.
 */
export function recordSentTransaction(config: ConnectConfig, transaction: PendingTransaction): void {
  pendingTransactionsOf(config).add(transaction);
  setOf(announced, config).add(idOf(transaction));
  config._internal.toasts.showLoading(TransactionMessages.PENDING, 'TRANSACTION_PENDING');
  followTransaction(config, transaction);
}

/**
 * Marks a tracked transaction confirmed or failed (whoever saw its outcome first: the follower, the app's own
 * receipt read, the Solana confirmation); a transaction sent from this page shows its outcome as a toast.
 */
export function settleTransaction(
  config: ConnectConfig,
  transaction: Pick<PendingTransaction, 'hash' | 'caipNetworkId'>,
  status: 'confirmed' | 'failed',
): void {
  const settled = pendingTransactionsOf(config).settle(transaction.hash, transaction.caipNetworkId, status);
  if (!settled || !setOf(announced, config).delete(idOf(settled))) return;
  if (status === 'confirmed') config._internal.toasts.showSuccess(TransactionMessages.CONFIRMED, 'TRANSACTION_CONFIRMED');
  else config._internal.toasts.showError(TransactionMessages.FAILED, 'TRANSACTION_FAILED');
}

/** The outcome of a sent transaction: its EVM receipt's status, or its Solana signature status. */
function outcomeOf(config: ConnectConfig, network: CaipNetwork, transaction: PendingTransaction): Promise<'confirmed' | 'failed'> {
  if (network.chainNamespace === 'solana') return waitForSolanaConfirmation(config, network, transaction.hash, TRACKING_TIMEOUT_MS);
  return loadEvmViem()
    .then((viem) => viem.readReceipt(config, network, { hash: transaction.hash as Hash, timeout: TRACKING_TIMEOUT_MS }))
    .then((receipt) => (receipt.status === 'success' ? 'confirmed' : 'failed'));
}

/**
 * Follows a pending transaction until its outcome, through its network's RPC (an EVM receipt, a Solana signature
 * status); once per transaction at a time.
 */
export function followTransaction(config: ConnectConfig, transaction: PendingTransaction): void {
  if (transaction.status !== 'pending') return;
  const network = config.options.networks.find((item) => item.caipNetworkId === transaction.caipNetworkId);
  const id = idOf(transaction);
  const now = setOf(following, config);
  if (!network || (network.chainNamespace !== 'eip155' && network.chainNamespace !== 'solana') || now.has(id)) return;
  now.add(id);
  outcomeOf(config, network, transaction)
    .then(
      (outcome) => settleTransaction(config, transaction, outcome),
      // Not found in time: it stays pending, and is followed again after a reload.
      (error: unknown) => config.events.emit('error', { error, source: 'pendingTransactions' }),
    )
    .finally(() => now.delete(id));
}

/** Follows every pending transaction of the list (after a reload, or on first use of the list). */
export function followPendingTransactions(config: ConnectConfig): void {
  for (const transaction of pendingTransactionsOf(config).list()) followTransaction(config, transaction);
}
