import type { ChainNamespace, ConnectConfig } from '../core/index.js';

/** Parameters of {@link request}. */
export interface RequestParameters {
  readonly method: string;
  readonly params?: unknown;
  /** The namespace whose wallet answers; the active one by default. */
  readonly namespace?: ChainNamespace;
}

/**
 * Sends a request to the connected wallet as is (EIP-1193 for eip155; the Wallet Standard feature names for
 * solana and bip122). Never retried.
 */
export function request(config: ConnectConfig, parameters: RequestParameters): Promise<unknown> {
  const namespace = parameters.namespace ?? config._internal.networks.getActiveNamespace();
  return config._internal.requestWallet(namespace, {
    method: parameters.method,
    ...(parameters.params !== undefined ? { params: parameters.params } : {}),
  });
}
