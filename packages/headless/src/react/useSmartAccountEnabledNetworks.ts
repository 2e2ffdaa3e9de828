'use client';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ConnectConfig } from '../core/index.js';
import { smartAccountEnabledNetworksQueryOptions } from '../queries/smartAccountQueryOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, QueryParameter, ResolvedRegister } from './types.js';

/** Parameters of useSmartAccountEnabledNetworks. */
export interface UseSmartAccountEnabledNetworksParameters<config extends ConnectConfig = ConnectConfig, selectData = readonly number[]>
  extends ConfigParameter<config>,
    QueryParameter<readonly number[], Error, selectData> {}

/** The smart-account enabled networks query. */
export type UseSmartAccountEnabledNetworksReturnType<selectData = readonly number[]> = UseQueryResult<selectData, Error>;

/**
 * The EVM chain ids where the embedded wallet's users get a smart account (GET_SMART_ACCOUNT_ENABLED_NETWORKS),
 * also kept in the eip155 network state; empty when the fetch failed. Fresh for 5 minutes.
 */
export function useSmartAccountEnabledNetworks<config extends ConnectConfig = ResolvedRegister['config'], selectData = readonly number[]>(
  parameters: UseSmartAccountEnabledNetworksParameters<config, selectData> = {},
): UseSmartAccountEnabledNetworksReturnType<selectData> {
  const config = useConnectConfig(parameters);
  const options = smartAccountEnabledNetworksQueryOptions(config);
  return useQuery({ ...parameters.query, queryKey: options.queryKey, queryFn: options.queryFn, staleTime: options.staleTime, retry: options.retry }, useConnectQueryClient({ config }));
}
