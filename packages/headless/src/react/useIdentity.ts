'use client';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CaipNetwork, ConnectConfig } from '../core/index.js';
import { identityQueryOptions } from '../queries/identityQueryOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, QueryParameter, ResolvedRegister } from './types.js';
import { useAccountTarget } from './useAccountTarget.js';

/** What the identity query holds. */
export type IdentityData = Awaited<ReturnType<ReturnType<typeof identityQueryOptions>['queryFn']>>;

/** Parameters of useIdentity. */
export interface UseIdentityParameters<config extends ConnectConfig = ConnectConfig, selectData = IdentityData>
  extends ConfigParameter<config>,
    QueryParameter<IdentityData, Error, selectData> {
  readonly address?: string | undefined;
  readonly network?: CaipNetwork | undefined;
}

/** The identity query (name and avatar). */
export type UseIdentityReturnType<selectData = IdentityData> = UseQueryResult<selectData, Error>;

/** Name and avatar of an address (the connected one by default), stale after 5 minutes. */
export function useIdentity<config extends ConnectConfig = ResolvedRegister['config'], selectData = IdentityData>(
  parameters: UseIdentityParameters<config, selectData> = {},
): UseIdentityReturnType<selectData> {
  const config = useConnectConfig(parameters);
  const target = useAccountTarget(config, parameters);
  const options = identityQueryOptions(config, { address: target.address, caipNetworkId: target.network?.caipNetworkId });
  const { query } = parameters;
  // The app's options win over the product's defaults (lifetimes, retries); the key and the fetcher stay the product's.
  return useQuery(
    { ...options, ...query, queryKey: options.queryKey, queryFn: options.queryFn, enabled: options.enabled && (query?.enabled ?? true) },
    useConnectQueryClient({ config }),
  );
}
