import type { CaipNetwork } from './CaipNetwork.js';

/** The RPC service URL for one network: `{rpc}/v1/?chainId={caipNetworkId}&projectId={id}`. */
export function getRpcServiceUrl(rpcBaseUrl: string, caipNetworkId: string, projectId: string): string {
  const base = rpcBaseUrl.replace(/\/+$/, '');
  return `${base}/v1/?chainId=${encodeURIComponent(caipNetworkId)}&projectId=${encodeURIComponent(projectId)}`;
}

/** Networks the RPC service answers for; any other network is read through its own RPC URLs only. */
export const RPC_SERVICE_NETWORKS: ReadonlySet<string> = new Set([
  ...[1, 5, 11155111, 10, 11155420, 42161, 421614, 137, 80002, 42220, 1313161554, 56, 97, 43114, 43113, 324, 280, 100,
    8453, 84532, 7777777, 999, 250, 8217].map((id) => `eip155:${id}`),
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
]);

/**
 * The HTTP RPC URLs to try for a network: the RPC service first when it serves the network, then the
 * chain's own defaults. A local or custom chain never has its requests sent to the hosted service.
 */
export function getNetworkRpcUrls(network: CaipNetwork, rpcBaseUrl: string, projectId: string): string[] {
  const own = [...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])];
  const service = RPC_SERVICE_NETWORKS.has(network.caipNetworkId)
    ? [getRpcServiceUrl(rpcBaseUrl, network.caipNetworkId, projectId)]
    : [];
  return [...new Set([...service, ...own])];
}
