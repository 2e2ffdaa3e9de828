import { createClient, fallback, http } from 'viem';
import type { Chain, Client, FallbackTransport, HttpTransport } from 'viem';
import type { CaipNetwork } from '../core/index.js';
import { capRetryAfter } from './capRetryAfter.js';
import { chainCheckedTransport, checkedRpcFetch } from './checkedRpcTransport.js';

/** RPC read settings of the specification: timeout, retries, batching and fallback ranking. */
export const EVM_RPC_SETTINGS = {
  timeoutMs: 10_000,
  retryCount: 3,
  retryDelayMs: 150,
  batchSize: 1000,
} as const;

/** A viem chain for a CaipNetwork of namespace eip155. */
export function toViemChain(network: CaipNetwork, rpcUrls: readonly string[]): Chain {
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: rpcUrls } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.contracts ? { contracts: network.contracts as Chain['contracts'] } : {}),
    testnet: network.testnet ?? false,
  };
}

/**
 * A read client over every RPC URL of a network, tried in order: each retried 3 times from 150 ms doubling
 * (viem retries network errors, timeouts, 403, 408, 413, 429, 5xx and the retryable JSON-RPC codes), batched
 * up to 1000 calls. The fallback is not ranked by background pings: ranking would send a request every 4 s
 * for as long as the page is open, to third-party RPCs too, whether or not the visitor does anything.
 */
export function createEvmPublicClient(
  network: CaipNetwork,
  rpcUrls: readonly string[],
  fetchFn: typeof fetch,
): Client<HttpTransport | FallbackTransport, Chain> {
  // Each URL's answers are checked: ids of the request, and the network's chain (eth_chainId before the first read).
  // A Retry-After is honoured for 5 s at most (RPC_MAX_RETRY_AFTER_MS), so a rate limit cannot hold a read for hours.
  const checkedFetch = checkedRpcFetch(capRetryAfter(fetchFn));
  const transports = rpcUrls.map((url) =>
    chainCheckedTransport(
      http(url, {
        timeout: EVM_RPC_SETTINGS.timeoutMs,
        retryCount: EVM_RPC_SETTINGS.retryCount,
        retryDelay: EVM_RPC_SETTINGS.retryDelayMs,
        batch: { batchSize: EVM_RPC_SETTINGS.batchSize, wait: 0 },
        fetchFn: checkedFetch,
      }),
      Number(network.id),
    ),
  );
  const transport =
    transports.length === 1 && transports[0]
      ? transports[0]
      : fallback(transports, { rank: false, retryCount: 0 });
  // A bare client with actions imported one by one keeps unused viem actions out of the bundle.
  return createClient({ chain: toViemChain(network, rpcUrls), transport });
}
