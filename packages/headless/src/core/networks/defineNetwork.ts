import type { Chain } from 'viem';
import type { ChainNamespace } from '../validation/index.js';
import type { CaipNetwork, CaipNetworkId } from './CaipNetwork.js';

/** Makes a CaipNetwork from a viem chain (namespace eip155). */
export function fromViemChain(chain: Chain, extra: Partial<Pick<CaipNetwork, 'assets' | 'network'>> = {}): CaipNetwork {
  const http = chain.rpcUrls.default.http;
  return Object.freeze({
    id: chain.id,
    name: chain.name,
    caipNetworkId: `eip155:${chain.id}` as CaipNetworkId,
    chainNamespace: 'eip155' as const,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: chain.rpcUrls.default, chainDefault: { http } },
    ...(chain.blockExplorers?.default ? { blockExplorers: { default: chain.blockExplorers.default } } : {}),
    testnet: chain.testnet ?? false,
    ...(chain.contracts ? { contracts: chain.contracts as Record<string, unknown> } : {}),
    ...extra,
  });
}

/** A network as defined: its own literal id and name are kept, so a config's networks are known to the type checker. */
export type DefinedNetwork<network extends Omit<CaipNetwork, 'caipNetworkId'>> = network & {
  readonly caipNetworkId: `${network['chainNamespace']}:${network['id']}`;
};

/** Defines a network of any namespace; `caipNetworkId` is derived from namespace and id. */
export function defineNetwork<const network extends Omit<CaipNetwork, 'caipNetworkId'> & { readonly chainNamespace: ChainNamespace }>(
  network: network,
): DefinedNetwork<network> {
  return Object.freeze({
    ...network,
    caipNetworkId: `${network.chainNamespace}:${network.id}` as CaipNetworkId,
  }) as DefinedNetwork<network>;
}
