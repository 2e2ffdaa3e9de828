'use client';
import type { CaipNetwork, ChainNamespace } from '../core/index.js';
import { activeNamespaceAtom, networksAtom } from '../core/index.js';
import { useStoreValue } from './useStoreValue.js';

/** The active network of a namespace and the networks the app requested. */
export interface UseNetworkResult {
  readonly namespace: ChainNamespace | undefined;
  readonly network: CaipNetwork | undefined;
  readonly caipNetworkId: string | undefined;
  readonly networks: readonly CaipNetwork[];
  /** True when the wallet is on a network the app did not request. */
  readonly isUnsupported: boolean;
}

/** The active network of a namespace (the active namespace by default). */
export function useNetwork(options: { namespace?: ChainNamespace } = {}): UseNetworkResult {
  const all = useStoreValue(networksAtom);
  const active = useStoreValue(activeNamespaceAtom);
  const namespace = options.namespace ?? active;
  const state = namespace ? all[namespace] : undefined;
  const network = state?.caipNetwork;
  const networks = state?.requestedCaipNetworks ?? [];
  return {
    namespace,
    network,
    caipNetworkId: network?.caipNetworkId,
    networks,
    isUnsupported: network !== undefined && !networks.some((n) => n.caipNetworkId === network.caipNetworkId),
  };
}
