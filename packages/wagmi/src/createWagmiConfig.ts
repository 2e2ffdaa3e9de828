import type { ConnectConfig } from '@connect-modal/headless';
import { createConfig } from '@wagmi/core';
import type { Config, CreateConfigParameters, CreateConnectorFn, Storage } from '@wagmi/core';
import type { Chain, Transport } from 'viem';
import { chainsFromConfig, transportsFromConfig } from './chains.js';
import { connectModal } from './connectModal.js';
import type { ConnectModalParameters } from './connectModal.js';

/** Options of {@link createWagmiConfig}. */
export interface CreateWagmiConfigParameters {
  /** Transports by chain id, replacing the ones built from the networks' RPC URLs. */
  readonly transports?: Readonly<Record<number, Transport>>;
  /** wagmi's storage (its default: localStorage under `wagmi.`); `null` for none. */
  readonly storage?: Storage | null;
  /** wagmi's server-rendering mode (hydrate on the client). */
  readonly ssr?: boolean;
  /** The connector's id, name and icon. */
  readonly connector?: Omit<ConnectModalParameters, 'config'>;
}

/**
 * Parameters for wagmi's `createConfig` with the modal as its one connector and without wagmi's own discovery
 * of injected wallets: the modal discovers wallets, and wagmi shows the one the visitor connected there.
 */
export function withConnectModal<parameters extends { readonly chains: readonly [Chain, ...Chain[]] }>(
  parameters: parameters,
  config: ConnectConfig,
  connector: Omit<ConnectModalParameters, 'config'> = {},
): parameters & { connectors: CreateConnectorFn[]; multiInjectedProviderDiscovery: false } {
  return { ...parameters, connectors: [connectModal({ ...connector, config })], multiInjectedProviderDiscovery: false };
}

/**
 * A wagmi config built from the modal's config: its EVM networks as chains, with transports to their RPC URLs,
 * and the modal as the one connector ({@link connectModal}).
 */
export function createWagmiConfig(config: ConnectConfig, parameters: CreateWagmiConfigParameters = {}): Config<readonly [Chain, ...Chain[]], Record<number, Transport>> {
  const chains = chainsFromConfig(config);
  const transports = { ...transportsFromConfig(config), ...parameters.transports };
  const wagmiParameters: CreateConfigParameters<readonly [Chain, ...Chain[]], Record<number, Transport>> = withConnectModal(
    {
      chains,
      transports,
      ...(parameters.storage !== undefined ? { storage: parameters.storage } : {}),
      ...(parameters.ssr !== undefined ? { ssr: parameters.ssr } : {}),
    },
    config,
    parameters.connector,
  );
  return createConfig(wagmiParameters);
}
