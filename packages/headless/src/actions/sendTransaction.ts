import type { Address, Hash, Hex } from 'viem';
import type { ConnectConfig } from '../core/index.js';
import type { EvmChainId } from './transactions/EvmChainId.js';
import { checkFields, submitEvmTransaction } from './transactions/submitEvmTransaction.js';

/** Parameters of {@link sendTransaction}. */
export interface SendTransactionParameters<config extends ConnectConfig = ConnectConfig> {
  /** The recipient (or contract) address. */
  readonly to: Address;
  /** Wei to send. */
  readonly value?: bigint | undefined;
  /** Calldata. */
  readonly data?: Hex | undefined;
  /** Gas limit; the wallet estimates it when absent. */
  readonly gas?: bigint | undefined;
  /** An EVM network of the config the wallet must be on; the wallet's current chain when absent. */
  readonly chainId?: EvmChainId<config> | undefined;
}

/** What {@link sendTransaction} resolves with: the transaction hash. */
export type SendTransactionReturnType = Hash;

/**
 * Asks the connected EVM wallet (any connector) to send a transaction; resolves with its hash once the wallet
 * has sent it, already recorded among the pending transactions and followed until its receipt. Never retried: an
 * identical request still waiting for the wallet is joined, so a double submit sends once. Rejects with viem's
 * `UserRejectedRequestError` when the visitor declines, `ChainMismatchError` when the wallet is on another chain
 * than `chainId` (switch first with `switchNetwork`), and `TransactionExecutionError` naming what the node said
 * (insufficient funds, nonce, gas and fee, execution reverted) for other failures.
 */
export function sendTransaction<config extends ConnectConfig>(
  config: config,
  parameters: SendTransactionParameters<config>,
): Promise<SendTransactionReturnType> {
  const { to, value, data, gas, chainId } = parameters;
  try {
    checkFields(parameters, { chainId });
  } catch (error) {
    return Promise.reject(error);
  }
  const fields = {
    to,
    ...(value !== undefined ? { value } : {}),
    ...(data !== undefined ? { data } : {}),
    ...(gas !== undefined ? { gas } : {}),
  };
  return submitEvmTransaction(config, { to: to.toLowerCase(), value, data: data?.toLowerCase(), gas }, {
    kind: 'sendTransaction',
    chainId: chainId as number | undefined,
    fields: () => fields,
  });
}
