'use client';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TransactionReceipt } from 'viem';
import type { ConnectConfig } from '../core/index.js';
import { waitForTransactionReceiptQueryOptions } from '../queries/waitForTransactionReceiptQueryOptions.js';
import type { WaitForTransactionReceiptQueryParameters } from '../queries/waitForTransactionReceiptQueryOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, QueryParameter, ResolvedRegister } from './types.js';

/** Parameters of useWaitForTransactionReceipt: the hash (the query waits while there is none) and how to wait. */
export interface UseWaitForTransactionReceiptParameters<config extends ConnectConfig = ConnectConfig, selectData = TransactionReceipt>
  extends ConfigParameter<config>,
    WaitForTransactionReceiptQueryParameters<config>,
    QueryParameter<TransactionReceipt, Error, selectData> {}

/** The receipt query: `data` is viem's receipt; a reverted transaction is an error (`TransactionRevertedError`). */
export type UseWaitForTransactionReceiptReturnType<selectData = TransactionReceipt> = UseQueryResult<selectData, Error>;

/** Waits for a transaction's receipt, read through its network's RPC; the receipt never goes stale. */
export function useWaitForTransactionReceipt<config extends ConnectConfig = ResolvedRegister['config'], selectData = TransactionReceipt>(
  parameters: UseWaitForTransactionReceiptParameters<config, selectData> = {},
): UseWaitForTransactionReceiptReturnType<selectData> {
  const config = useConnectConfig(parameters);
  const options = waitForTransactionReceiptQueryOptions(config, parameters);
  const { query } = parameters;
  // The app's options win over the product's defaults; the key and the fetcher stay the product's.
  return useQuery(
    { ...options, ...query, queryKey: options.queryKey, queryFn: options.queryFn, enabled: options.enabled && (query?.enabled ?? true) },
    useConnectQueryClient({ config }),
  );
}
