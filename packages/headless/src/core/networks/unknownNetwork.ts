import type { ChainNamespace } from '../validation/index.js';
import type { CaipNetwork, CaipNetworkId } from './CaipNetwork.js';

/** Name of the placeholder shown for a network the app did not configure. */
export const UNKNOWN_NETWORK_NAME = 'Unknown Network';

/** A placeholder for a network the wallet is on but the app does not support. */
export function unknownNetwork(chainNamespace: ChainNamespace, id: number | string): CaipNetwork {
  return Object.freeze({
    id,
    name: UNKNOWN_NETWORK_NAME,
    caipNetworkId: `${chainNamespace}:${id}` as CaipNetworkId,
    chainNamespace,
    nativeCurrency: { name: 'Unknown', symbol: '', decimals: chainNamespace === 'solana' ? 9 : chainNamespace === 'bip122' ? 8 : 18 },
    rpcUrls: { default: { http: [] } },
    testnet: false,
  });
}

/** True for the Unknown Network placeholder. */
export function isUnknownNetwork(network: CaipNetwork): boolean {
  return network.name === UNKNOWN_NETWORK_NAME && network.rpcUrls.default.http.length === 0;
}
