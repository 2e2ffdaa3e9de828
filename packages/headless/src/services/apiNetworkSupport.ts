import { isCaipAddress, isCaipNetworkId, parseCaipAddress, parseCaipNetworkId } from '../core/validation/index.js';
import type { ChainNamespace } from '../core/validation/index.js';

/** Chain ids on which swaps are offered (specification section 9). */
export const SWAP_CHAIN_IDS = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554] as const;

/** Which networks each group of blockchain API endpoints serves. */
export interface ApiNetworkSupport {
  /** Namespaces of token balances. */
  readonly balance: readonly ChainNamespace[];
  /** Namespaces of transaction history. */
  readonly history: readonly ChainNamespace[];
  /** Namespaces of identity lookups. */
  readonly identity: readonly ChainNamespace[];
  /** Namespaces of the name service. */
  readonly names: readonly ChainNamespace[];
  /** CAIP-2 ids of swap networks. */
  readonly swap: readonly string[];
}

/** The networks the hosted blockchain API serves. */
export const DEFAULT_API_NETWORK_SUPPORT: ApiNetworkSupport = {
  balance: ['eip155', 'solana'],
  history: ['eip155'],
  identity: ['eip155'],
  names: ['eip155'],
  swap: SWAP_CHAIN_IDS.map((id) => `eip155:${id}`),
};

/** The namespace of a CAIP-2 network id or CAIP-10 address; undefined when it is neither. */
export function namespaceOf(id: string): ChainNamespace | undefined {
  if (isCaipNetworkId(id)) return parseCaipNetworkId(id).chainNamespace;
  if (isCaipAddress(id)) return parseCaipAddress(id).chainNamespace;
  return undefined;
}

/** The CAIP-2 network of a CAIP-2 network id or CAIP-10 address; undefined when it is neither. */
export function networkOf(id: string): string | undefined {
  if (isCaipNetworkId(id)) return id;
  if (isCaipAddress(id)) {
    const { chainNamespace, chainId } = parseCaipAddress(id);
    return `${chainNamespace}:${chainId}`;
  }
  return undefined;
}

/**
 * The swap networks of a config: the specification's twelve, plus the config's own EVM networks when the config
 * names its own blockchain API (such as the devnet's), which then decides for those networks itself. Against the
 * hosted API (`hostedBlockchainApi`) only the twelve are swap networks.
 */
export function swapNetworksOf(
  networks: readonly { readonly caipNetworkId: string; readonly chainNamespace: string }[],
  blockchainApi: string,
  hostedBlockchainApi: string,
): readonly string[] {
  const hosted = DEFAULT_API_NETWORK_SUPPORT.swap;
  if (blockchainApi.replace(/\/+$/, '') === hostedBlockchainApi.replace(/\/+$/, '')) return hosted;
  const added = networks.filter((network) => network.chainNamespace === 'eip155').map((network) => network.caipNetworkId);
  return [...new Set([...hosted, ...added])];
}
