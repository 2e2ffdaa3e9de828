'use client';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CaipNetwork, ConnectConfig } from '../core/index.js';
import { groupTransactions } from '../queries/groupTransactions.js';
import type { TransactionGroup } from '../queries/groupTransactions.js';
import { historyQueryOptions } from '../queries/historyQueryOptions.js';
import type { HistoryPageResult } from '../queries/historyQueryOptions.js';
import type { HistoryEntry } from '../services/blockchainApiSchemas.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, ResolvedRegister } from './types.js';
import { useAccountTarget } from './useAccountTarget.js';

/** Parameters of useHistory. */
export interface UseHistoryParameters<config extends ConnectConfig = ConnectConfig> extends ConfigParameter<config> {
  readonly address?: string | undefined;
  readonly network?: CaipNetwork | undefined;
  /** TanStack Query options passed through (`enabled`, `staleTime`, ...). */
  readonly query?: { readonly enabled?: boolean; readonly staleTime?: number; readonly gcTime?: number } | undefined;
}

/** The history query, with its transactions flattened and grouped by year and month. */
export type UseHistoryReturnType = UseInfiniteQueryResult<InfiniteData<HistoryPageResult, string | undefined>, Error> & {
  readonly transactions: readonly HistoryEntry[];
  readonly groups: readonly TransactionGroup[];
  /** True when there is nothing to show: no transaction, or the fetch failed (the specification's empty state). */
  readonly empty: boolean;
  /** True when a page could not be fetched ('Failed to fetch transactions' was shown); no further page is offered. */
  readonly failed: boolean;
};

/** History of the connected account on the active network: cursor pages, grouped by year and month. */
export function useHistory<config extends ConnectConfig = ResolvedRegister['config']>(
  parameters: UseHistoryParameters<config> = {},
): UseHistoryReturnType {
  const config = useConnectConfig(parameters);
  const options = historyQueryOptions(config, useAccountTarget(config, parameters));
  const { query: extra } = parameters;
  const query = useInfiniteQuery(
    { ...options, ...extra, queryKey: options.queryKey, queryFn: options.queryFn, enabled: options.enabled && (extra?.enabled ?? true) },
    useConnectQueryClient({ config }),
  );
  const transactions = useMemo(() => query.data?.pages.flatMap((page) => page.transactions) ?? [], [query.data]);
  const groups = useMemo(() => groupTransactions(transactions, config.clock.now()), [transactions, config.clock]);
  const failed = query.isError;
  return {
    ...query,
    // After a failure the cursor is cleared: no further page is asked for.
    hasNextPage: query.hasNextPage && !failed,
    transactions,
    groups,
    empty: (query.isSuccess && transactions.length === 0) || (failed && transactions.length === 0),
    failed,
  } as UseHistoryReturnType;
}
