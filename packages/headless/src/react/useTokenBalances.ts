'use client';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CaipNetwork, ConnectConfig } from '../core/index.js';
import { tokenBalancesQueryOptions } from '../queries/tokenBalancesQueryOptions.js';
import type { TokenBalance } from '../services/blockchainApiSchemas.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, QueryParameter, ResolvedRegister } from './types.js';
import { useAccountTarget } from './useAccountTarget.js';

/** Parameters of useTokenBalances. */
export interface UseTokenBalancesParameters<config extends ConnectConfig = ConnectConfig, selectData = TokenBalance[]>
  extends ConfigParameter<config>,
    QueryParameter<TokenBalance[], Error, selectData> {
  readonly address?: string | undefined;
  readonly network?: CaipNetwork | undefined;
}

/** The token balances query. */
export type UseTokenBalancesReturnType<selectData = TokenBalance[]> = UseQueryResult<selectData, Error>;

/** Token balances of the connected account on the active network (stale after 30 s). */
export function useTokenBalances<config extends ConnectConfig = ResolvedRegister['config'], selectData = TokenBalance[]>(
  parameters: UseTokenBalancesParameters<config, selectData> = {},
): UseTokenBalancesReturnType<selectData> {
  const config = useConnectConfig(parameters);
  const options = tokenBalancesQueryOptions(config, useAccountTarget(config, parameters));
  const { query } = parameters;
  // The app's options win over the product's defaults (lifetimes, retries); the key and the fetcher stay the product's.
  return useQuery(
    { ...options, ...query, queryKey: options.queryKey, queryFn: options.queryFn, enabled: options.enabled && (query?.enabled ?? true) },
    useConnectQueryClient({ config }),
  );
}
