import { defineNetwork } from '@connect-modal/headless';
import type { CaipNetwork, ConnectConfig } from '@connect-modal/headless';
import { defineChain, fallback, http } from 'viem';
import type { Chain, Transport } from 'viem';

/** A modal network as a viem chain (id, name, currency, RPC URLs, explorer, contracts). */
export function chainFromNetwork(network: CaipNetwork): Chain {
  if (network.chainNamespace !== 'eip155') throw new Error(`Network ${network.caipNetworkId} is not an EVM network`);
  const id = Number(network.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`Network ${network.caipNetworkId} has no numeric chain id`);
  const explorer = network.blockExplorers?.default;
  return defineChain({
    id,
    name: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: {
      default: {
        http: [...network.rpcUrls.default.http],
        ...(network.rpcUrls.default.webSocket ? { webSocket: [...network.rpcUrls.default.webSocket] } : {}),
      },
    },
    ...(explorer ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } } : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
    ...(network.contracts ? { contracts: network.contracts as Chain['contracts'] } : {}),
  });
}

/** The modal config's EVM networks as viem chains, in the config's order. Throws when it has none. */
export function chainsFromConfig(config: ConnectConfig): readonly [Chain, ...Chain[]] {
  const chains = config.options.networks.filter((network) => network.chainNamespace === 'eip155').map(chainFromNetwork);
  const [first, ...rest] = chains;
  if (!first) throw new Error('The modal config has no EVM network: add one to its networks to use wagmi');
  return [first, ...rest];
}

/**
 * One transport per EVM network of the modal config: HTTP to its RPC URL, or a fallback over its URLs in
 * order when it has several (as the modal reads them).
 */
export function transportsFromConfig(config: ConnectConfig): Record<number, Transport> {
  const transports: Record<number, Transport> = {};
  for (const chain of chainsFromConfig(config)) {
    const urls = chain.rpcUrls.default.http;
    transports[chain.id] = urls.length === 1 ? http(urls[0]) : fallback(urls.map((url) => http(url)));
  }
  return transports;
}

/** A viem chain (as a wagmi config lists it) as a modal network in the eip155 namespace. */
export function networkFromChain(chain: Chain): CaipNetwork {
  const explorer = chain.blockExplorers?.default;
  const webSocket = chain.rpcUrls.default.webSocket;
  return defineNetwork({
    id: chain.id,
    name: chain.name,
    chainNamespace: 'eip155',
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: { default: { http: [...chain.rpcUrls.default.http], ...(webSocket ? { webSocket: [...webSocket] } : {}) } },
    ...(explorer ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } } : {}),
    ...(chain.testnet !== undefined ? { testnet: chain.testnet } : {}),
    ...(chain.contracts ? { contracts: chain.contracts as Readonly<Record<string, unknown>> } : {}),
  });
}

/**
 * For an app that starts from a wagmi config (or its `createConfig` parameters): its chains as the modal's
 * networks, in order, for `createConnectConfig({ networks })`.
 */
export function networksFromWagmi(wagmi: { readonly chains: readonly Chain[] }): CaipNetwork[] {
  if (wagmi.chains.length === 0) throw new Error('The wagmi config has no chain');
  return wagmi.chains.map(networkFromChain);
}
