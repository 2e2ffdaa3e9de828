'use client';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CaipNetwork, ConnectConfig } from '../core/index.js';
import { namesQueryOptions } from '../queries/identityQueryOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, QueryParameter, ResolvedRegister } from './types.js';
import { useAccountTarget } from './useAccountTarget.js';

/** What the names query holds. */
export type NamesData = Awaited<ReturnType<ReturnType<typeof namesQueryOptions>['queryFn']>>;

/** Parameters of useName. */
export interface UseNameParameters<config extends ConnectConfig = ConnectConfig, selectData = NamesData>
  extends ConfigParameter<config>,
    QueryParameter<NamesData, Error, selectData> {
  readonly address?: string | undefined;
  readonly network?: CaipNetwork | undefined;
}

/** The names query. */
export type UseNameReturnType<selectData = NamesData> = UseQueryResult<selectData, Error>;

/** Names registered for an address (the connected one by default), stale after 5 minutes. */
export function useName<config extends ConnectConfig = ResolvedRegister['config'], selectData = NamesData>(
  parameters: UseNameParameters<config, selectData> = {},
): UseNameReturnType<selectData> {
  const config = useConnectConfig(parameters);
  const target = useAccountTarget(config, parameters);
  const options = namesQueryOptions(config, { address: target.address, caipNetworkId: target.network?.caipNetworkId });
  const { query } = parameters;
  // The app's options win over the product's defaults (lifetimes, retries); the key and the fetcher stay the product's.
  return useQuery(
    { ...options, ...query, queryKey: options.queryKey, queryFn: options.queryFn, enabled: options.enabled && (query?.enabled ?? true) },
    useConnectQueryClient({ config }),
  );
}
