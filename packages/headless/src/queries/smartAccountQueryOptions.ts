import { getSmartAccountEnabledNetworks, switchAccountType } from '../actions/index.js';
import type { SwitchAccountTypeParameters, SwitchAccountTypeReturnType } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { QUERY_KEY_ROOT } from './queryKeys.js';

/** Query key of the smart-account enabled networks. */
export const smartAccountEnabledNetworksQueryKey = () => [QUERY_KEY_ROOT, 'smartAccountEnabledNetworks'] as const;

/** Query options for {@link getSmartAccountEnabledNetworks}: fresh for 5 minutes; a failure resolves empty (SPEC). */
export function smartAccountEnabledNetworksQueryOptions(config: ConnectConfig) {
  return {
    queryKey: smartAccountEnabledNetworksQueryKey(),
    queryFn: (): Promise<readonly number[]> => getSmartAccountEnabledNetworks(config),
    staleTime: 5 * 60_000,
    retry: false,
  } as const;
}

/** Mutation options for {@link switchAccountType}: never retried (a failure already fell back to the EOA). */
export function switchAccountTypeMutationOptions(config: ConnectConfig) {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'switchAccountType'] as const,
    mutationFn: (variables: SwitchAccountTypeParameters): Promise<SwitchAccountTypeReturnType> => switchAccountType(config, variables),
    retry: false,
  } as const;
}
