'use client';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CaipNetwork, ConnectConfig, NativeBalance } from '../core/index.js';
import { nativeBalanceQueryOptions } from '../queries/nativeBalanceQueryOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, QueryParameter, ResolvedRegister } from './types.js';
import { useAccountTarget } from './useAccountTarget.js';

/** Parameters of useBalance. */
export interface UseBalanceParameters<config extends ConnectConfig = ConnectConfig, selectData = NativeBalance>
  extends ConfigParameter<config>,
    QueryParameter<NativeBalance, Error, selectData> {
  /** The address to read; the connected one by default. */
  readonly address?: string | undefined;
  /** The network to read on; the active one by default. */
  readonly network?: CaipNetwork | undefined;
}

/** The native balance query. */
export type UseBalanceReturnType<selectData = NativeBalance> = UseQueryResult<selectData, Error>;

/** Native balance of an address (the connected one by default) on a network (the active one by default); stale after 30 s. */
export function useBalance<config extends ConnectConfig = ResolvedRegister['config'], selectData = NativeBalance>(
  parameters: UseBalanceParameters<config, selectData> = {},
): UseBalanceReturnType<selectData> {
  const config = useConnectConfig(parameters);
  const { address, network } = useAccountTarget(config, parameters);
  // Bitcoin balances are not offered.
  const readable = network !== undefined && network.chainNamespace !== 'bip122';
  const options = nativeBalanceQueryOptions(config, { address, network: readable ? network : undefined });
  const { query } = parameters;
  // The app's options win over the product's defaults (lifetimes, retries); the key and the fetcher stay the product's.
  return useQuery(
    { ...options, ...query, queryKey: options.queryKey, queryFn: options.queryFn, enabled: options.enabled && (query?.enabled ?? true) },
    useConnectQueryClient({ config }),
  );
}
