import type { ChainNamespace, ConnectConfig } from '../core/index.js';

/** Parameters of {@link disconnect}. */
export interface DisconnectParameters {
  /** The namespace to disconnect (with every namespace reached through the same connector); all by default. */
  readonly namespace?: ChainNamespace;
}

/** Disconnects one namespace, or every connected one. Rejects with 'Failed to disconnect' when a wallet fails. */
export function disconnect(config: ConnectConfig, parameters: DisconnectParameters = {}): Promise<void> {
  return config._internal.disconnect(parameters.namespace);
}
