import type { Hash, TransactionReceipt } from 'viem';
import { waitForTransactionReceipt } from '../actions/index.js';
import type { EvmChainId } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { QUERY_KEY_ROOT } from './queryKeys.js';

/** Parameters of {@link waitForTransactionReceiptQueryOptions}: no hash yet means the query waits. */
export interface WaitForTransactionReceiptQueryParameters<config extends ConnectConfig = ConnectConfig> {
  readonly hash?: Hash | undefined;
  readonly chainId?: EvmChainId<config> | undefined;
  readonly confirmations?: number | undefined;
  readonly timeout?: number | undefined;
  readonly pollingInterval?: number | undefined;
}

/** Query key of a transaction receipt. */
export function waitForTransactionReceiptQueryKey(parameters: WaitForTransactionReceiptQueryParameters) {
  return [
    QUERY_KEY_ROOT,
    'transactionReceipt',
    { hash: parameters.hash ?? null, chainId: parameters.chainId ?? null, confirmations: parameters.confirmations ?? 1 },
  ] as const;
}

/**
 * Query options for a transaction's receipt, read through the network's RPC. A receipt does not change once it
 * has its confirmations, so it never goes stale; the transport already retries what is worth retrying and a
 * revert is an answer, so the query itself does not retry.
 */
export function waitForTransactionReceiptQueryOptions<config extends ConnectConfig>(
  config: config,
  parameters: WaitForTransactionReceiptQueryParameters<config>,
) {
  const { hash, chainId, confirmations, timeout, pollingInterval } = parameters;
  return {
    queryKey: waitForTransactionReceiptQueryKey(parameters),
    queryFn: (): Promise<TransactionReceipt> => {
      if (!hash) return Promise.reject(new Error('A transaction hash is required'));
      return waitForTransactionReceipt(config, {
        hash,
        ...(chainId !== undefined ? { chainId } : {}),
        ...(confirmations !== undefined ? { confirmations } : {}),
        ...(timeout !== undefined ? { timeout } : {}),
        ...(pollingInterval !== undefined ? { pollingInterval } : {}),
      });
    },
    enabled: Boolean(hash),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  } as const;
}
