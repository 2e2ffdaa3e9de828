import { connectFarcaster, getFarcasterUri } from '../actions/index.js';
import type { ConnectFarcasterParameters, ConnectFarcasterReturnType, GetFarcasterUriReturnType } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { QUERY_KEY_ROOT } from './queryKeys.js';

// Each Farcaster step opens or uses up a one-time sign-in request: none is repeated on its own, so retry is off.

/** Mutation options for {@link getFarcasterUri}. */
export function getFarcasterUriMutationOptions(config: ConnectConfig) {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'getFarcasterUri'] as const,
    mutationFn: (): Promise<GetFarcasterUriReturnType> => getFarcasterUri(config),
    retry: false,
  } as const;
}

/** Mutation options for {@link connectFarcaster}. */
export function connectFarcasterMutationOptions(config: ConnectConfig) {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'connectFarcaster'] as const,
    mutationFn: (variables: ConnectFarcasterParameters | void): Promise<ConnectFarcasterReturnType> => connectFarcaster(config, variables ?? {}),
    retry: false,
  } as const;
}
