'use client';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { GetNameSuggestionsReturnType } from '../actions/getNameSuggestions.js';
import type { ConnectConfig } from '../core/index.js';
import { nameSuggestionsQueryOptions } from '../queries/accountNameQueryOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, QueryParameter, ResolvedRegister } from './types.js';

/** Parameters of useNameSuggestions: the name typed so far (debounce it as the visitor types). */
export interface UseNameSuggestionsParameters<config extends ConnectConfig = ConnectConfig, selectData = GetNameSuggestionsReturnType>
  extends ConfigParameter<config>,
    QueryParameter<GetNameSuggestionsReturnType, Error, selectData> {
  /** The name typed, with or without `.reown.id`; the query is off while it is undefined or blank. */
  readonly name?: string | undefined;
}

/** The name suggestions query. */
export type UseNameSuggestionsReturnType<selectData = GetNameSuggestionsReturnType> = UseQueryResult<selectData, Error>;

/**
 * Names like the one typed (`alice.reown.id`, `alice-web3.reown.id`, ...), each with whether it is already taken;
 * fresh for 30 s, not retried; a failure is a ConnectError 'Error fetching name suggestions'.
 */
export function useNameSuggestions<config extends ConnectConfig = ResolvedRegister['config'], selectData = GetNameSuggestionsReturnType>(
  parameters: UseNameSuggestionsParameters<config, selectData> = {},
): UseNameSuggestionsReturnType<selectData> {
  const config = useConnectConfig(parameters);
  const options = nameSuggestionsQueryOptions(config, { name: parameters.name });
  const { query } = parameters;
  return useQuery(
    { ...options, ...query, queryKey: options.queryKey, queryFn: options.queryFn, enabled: options.enabled && (query?.enabled ?? true) },
    useConnectQueryClient({ config }),
  );
}
