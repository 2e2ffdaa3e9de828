'use client';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { watchPendingTransactions } from '../actions/index.js';
import type { ConnectConfig, PendingTransaction, PendingTransactionStatus } from '../core/index.js';
import { pendingTransactionsAtom } from '../core/transactions/index.js';
import { useConnectConfig } from './ConnectProvider.js';
import type { ConfigParameter, ResolvedRegister } from './types.js';

/** Parameters of usePendingTransactions. */
export interface UsePendingTransactionsParameters<config extends ConnectConfig = ConnectConfig> extends ConfigParameter<config> {
  /** Only the transactions in this status; all by default. */
  readonly status?: PendingTransactionStatus | undefined;
}

/** The tracked transactions, newest first. */
export type UsePendingTransactionsReturnType = readonly PendingTransaction[];

const NONE: readonly PendingTransaction[] = Object.freeze([]);

/**
 * The transactions sent through the wallet writes (at most 99, kept across reloads), each pending until its
 * receipt, then confirmed or failed. Storage is read once mounted, never in the first render, so a server render
 * and hydration agree.
 */
export function usePendingTransactions<config extends ConnectConfig = ResolvedRegister['config']>(
  parameters: UsePendingTransactionsParameters<config> = {},
): UsePendingTransactionsReturnType {
  const config = useConnectConfig(parameters);
  const subscribe = useCallback((onChange: () => void) => watchPendingTransactions(config, { onChange }), [config]);
  const read = useCallback(() => config.store.get(pendingTransactionsAtom), [config]);
  const all = useSyncExternalStore(subscribe, read, () => NONE);
  const { status } = parameters;
  return useMemo(() => (status ? all.filter((transaction) => transaction.status === status) : all), [all, status]);
}
