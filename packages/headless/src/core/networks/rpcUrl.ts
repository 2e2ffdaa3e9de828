import type { CaipNetwork } from './CaipNetwork.js';

/** The RPC service URL for one network: `{rpc}/v1/?chainId={caipNetworkId}&projectId={id}`. */
export function getRpcServiceUrl(rpcBaseUrl: string, caipNetworkId: string, projectId: string): string {
  const base = rpcBaseUrl.replace(/\/+$/, '');
  return `${base}/v1/?chainId=${encodeURIComponent(caipNetworkId)}&projectId=${encodeURIComponent(projectId)}`;
}

/** The HTTP RPC URLs to try for a network, the RPC service first, then the chain's own defaults. */
export function getNetworkRpcUrls(network: CaipNetwork, rpcBaseUrl: string, projectId: string): string[] {
  const own = [...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])];
  const service = network.chainNamespace === 'eip155' || network.chainNamespace === 'solana'
    ? [getRpcServiceUrl(rpcBaseUrl, network.caipNetworkId, projectId)]
    : [];
  return [...new Set([...service, ...own])];
}
