import { connectSocial } from '../actions/connectSocial.js';
import type { ConnectSocialParameters, ConnectSocialReturnType } from '../actions/connectSocial.js';
import type { ConnectConfig } from '../core/index.js';
import { QUERY_KEY_ROOT } from './queryKeys.js';

/** Mutation options for {@link connectSocial}: never retried (each attempt is a new login at the provider). */
export function connectSocialMutationOptions(config: ConnectConfig) {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'connectSocial'] as const,
    mutationFn: (variables: ConnectSocialParameters): Promise<ConnectSocialReturnType> => connectSocial(config, variables),
    retry: false,
  } as const;
}
