import { connect, disconnect, signMessage, switchNetwork } from '../actions/index.js';
import type { ConnectParameters, ConnectReturnType, DisconnectParameters, SignMessageParameters, SwitchNetworkParameters } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { QUERY_KEY_ROOT } from './queryKeys.js';

// Wallet prompts are never repeated on their own, whatever a host's QueryClient defaults say: retry is off.

/** Mutation options for {@link connect}. */
export function connectMutationOptions<config extends ConnectConfig>(config: config) {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'connect'] as const,
    mutationFn: (variables: ConnectParameters<config>): Promise<ConnectReturnType> => connect(config, variables),
    retry: false,
  } as const;
}

/** Mutation options for {@link disconnect}. */
export function disconnectMutationOptions(config: ConnectConfig) {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'disconnect'] as const,
    mutationFn: (variables: DisconnectParameters | void): Promise<void> => disconnect(config, variables ?? {}),
    retry: false,
  } as const;
}

/** Mutation options for {@link switchNetwork}. */
export function switchNetworkMutationOptions<config extends ConnectConfig>(config: config) {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'switchNetwork'] as const,
    mutationFn: (variables: SwitchNetworkParameters<config>): Promise<void> => switchNetwork(config, variables),
    retry: false,
  } as const;
}

/** Mutation options for {@link signMessage}. */
export function signMessageMutationOptions(config: ConnectConfig) {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'signMessage'] as const,
    mutationFn: (variables: SignMessageParameters): Promise<string> => signMessage(config, variables),
    retry: false,
  } as const;
}
