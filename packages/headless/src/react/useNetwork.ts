'use client';
import type { CaipNetwork, ChainNamespace, ConnectConfig } from '../core/index.js';
import { activeNamespaceAtom, networksAtom } from '../core/state/atoms.js';
import { useConnectConfig } from './ConnectProvider.js';
import type { ConfigParameter, ResolvedRegister } from './types.js';
import { useStoreValue } from './useStoreValue.js';

/** Parameters of useNetwork. */
export interface UseNetworkParameters<config extends ConnectConfig = ConnectConfig> extends ConfigParameter<config> {
  /** The namespace to read; the active one by default. */
  readonly namespace?: ChainNamespace | undefined;
}

/** The active network of a namespace and the networks the app requested. */
export interface UseNetworkReturnType<config extends ConnectConfig = ConnectConfig> {
  readonly namespace: ChainNamespace | undefined;
  /** The wallet's network: one of the config's, or the Unknown Network placeholder. */
  readonly network: CaipNetwork | undefined;
  readonly caipNetworkId: string | undefined;
  readonly networks: readonly config['options']['networks'][number][];
  /** True when the wallet is on a network the app did not request. */
  readonly isUnsupported: boolean;
  /** Whether the app lets the visitor switch networks (`enableNetworkSwitch`). */
  readonly canSwitch: boolean;
}

/** The active network of a namespace (the active namespace by default). */
export function useNetwork<config extends ConnectConfig = ResolvedRegister['config']>(
  parameters: UseNetworkParameters<config> = {},
): UseNetworkReturnType<config> {
  const config = useConnectConfig(parameters);
  const all = useStoreValue(networksAtom, config);
  const active = useStoreValue(activeNamespaceAtom, config);
  const namespace = parameters.namespace ?? active;
  const state = namespace ? all[namespace] : undefined;
  const network = state?.caipNetwork;
  const networks = (state?.requestedCaipNetworks ?? []) as readonly config['options']['networks'][number][];
  return {
    namespace,
    network,
    caipNetworkId: network?.caipNetworkId,
    networks,
    isUnsupported: network !== undefined && !networks.some((n) => n.caipNetworkId === network.caipNetworkId),
    canSwitch: config.options.enableNetworkSwitch,
  };
}
