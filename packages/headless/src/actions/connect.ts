import type { AdapterConnection, CaipNetwork, ChainNamespace, ConnectConfig } from '../core/index.js';

/** Parameters of {@link connect}. */
export interface ConnectParameters<config extends ConnectConfig = ConnectConfig> {
  /** The connector to connect through (`useConnectors()` / `getConnectors(config)` list them). */
  readonly connectorId: string;
  /** The network to connect on; the namespace's active network by default. */
  readonly network?: config['options']['networks'][number];
  /** For a connector offered in several namespaces (WalletConnect): which one to connect. */
  readonly namespace?: ChainNamespace;
}

/** What {@link connect} resolves with. */
export type ConnectReturnType = AdapterConnection;

/** Connects a wallet through a connector. The wallet is asked once; a rejection is never retried. */
export function connect<config extends ConnectConfig>(config: config, parameters: ConnectParameters<config>): Promise<ConnectReturnType> {
  const { connectorId, network, namespace } = parameters;
  return config._internal.connect(connectorId, {
    ...(network ? { network: network as CaipNetwork } : {}),
    ...(namespace ? { namespace } : {}),
  });
}
