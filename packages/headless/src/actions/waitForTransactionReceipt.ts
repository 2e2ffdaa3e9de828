import type { Hash, TransactionReceipt } from 'viem';
import { ValidationError } from '../core/index.js';
import type { ConnectConfig } from '../core/index.js';
import { TransactionRevertedError, pendingTransactionsOf } from '../core/transactions/index.js';
import type { EvmChainId } from './transactions/EvmChainId.js';
import { evmReadNetwork } from './transactions/evmAccount.js';
import { loadEvmViem } from './transactions/loadEvmViem.js';
import { settleTransaction } from './transactions/trackTransaction.js';

/** Parameters of {@link waitForTransactionReceipt}. */
export interface WaitForTransactionReceiptParameters<config extends ConnectConfig = ConnectConfig> {
  /** The transaction hash. */
  readonly hash: Hash;
  /**
   * An EVM network of the config to read on; by default the network a tracked transaction was sent on, else the
   * active EVM network.
   */
  readonly chainId?: EvmChainId<config> | undefined;
  /** Blocks to wait for, the block that includes the transaction counting as one (default 1). */
  readonly confirmations?: number | undefined;
  /** Milliseconds to wait before giving up with viem's `WaitForTransactionReceiptTimeoutError` (default 180 000). */
  readonly timeout?: number | undefined;
  /** Milliseconds between two looks for a new block (default: viem's, 4 000). */
  readonly pollingInterval?: number | undefined;
}

/** What {@link waitForTransactionReceipt} resolves with: viem's receipt. */
export type WaitForTransactionReceiptReturnType = TransactionReceipt;

function check(parameters: WaitForTransactionReceiptParameters): void {
  const { hash, confirmations, timeout, pollingInterval } = parameters;
  if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) throw new ValidationError('"hash" must be a transaction hash (0x and 64 hex digits)', hash);
  if (confirmations !== undefined && (!Number.isSafeInteger(confirmations) || confirmations < 1)) {
    throw new ValidationError('"confirmations" must be an integer of 1 or more', confirmations);
  }
  if (timeout !== undefined && (!Number.isFinite(timeout) || timeout < 0)) throw new ValidationError('"timeout" must be 0 or more milliseconds', timeout);
  if (pollingInterval !== undefined && (!Number.isFinite(pollingInterval) || pollingInterval <= 0)) {
    throw new ValidationError('"pollingInterval" must be above 0 milliseconds', pollingInterval);
  }
}

/**
 * Waits for a transaction's receipt, read through the network's RPC (never the wallet), and resolves with it.
 * A reverted transaction rejects with `TransactionRevertedError` (its receipt, and the reason when replaying it
 * tells). A tracked transaction's status is updated with the outcome.
 */
export async function waitForTransactionReceipt<config extends ConnectConfig>(
  config: config,
  parameters: WaitForTransactionReceiptParameters<config>,
): Promise<WaitForTransactionReceiptReturnType> {
  check(parameters);
  const { hash } = parameters;
  const tracked = pendingTransactionsOf(config)
    .list()
    .find((transaction) => transaction.hash.toLowerCase() === hash.toLowerCase() && transaction.caipNetworkId.startsWith('eip155:'));
  const chainId = (parameters.chainId as number | undefined) ?? (tracked ? Number(tracked.caipNetworkId.slice('eip155:'.length)) : undefined);
  const network = evmReadNetwork(config, chainId);
  const viem = await loadEvmViem();
  const receipt = await viem.readReceipt(config, network, parameters);
  const outcome = { hash: tracked?.hash ?? hash, caipNetworkId: network.caipNetworkId };
  if (receipt.status === 'success') {
    settleTransaction(config, outcome, 'confirmed');
    return receipt;
  }
  settleTransaction(config, outcome, 'failed');
  throw new TransactionRevertedError(receipt, await viem.revertReason(config, network, receipt));
}
