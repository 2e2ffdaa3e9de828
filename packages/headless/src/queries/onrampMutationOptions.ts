import { getOnrampUrl } from '../actions/onrampUrl.js';
import type { GetOnrampUrlParameters, GetOnrampUrlReturnType } from '../actions/onrampUrl.js';
import type { ConnectConfig } from '../core/index.js';
import { QUERY_KEY_ROOT } from './queryKeys.js';

/** Mutation options of {@link getOnrampUrl}: never retried, whatever the host's defaults say. */
export function onrampUrlMutationOptions(config: ConnectConfig) {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'onrampUrl'] as const,
    mutationFn: (variables: GetOnrampUrlParameters = {}): Promise<GetOnrampUrlReturnType> => getOnrampUrl(config, variables),
    retry: false,
  } as const;
}
