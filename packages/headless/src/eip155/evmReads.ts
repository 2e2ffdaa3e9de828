import { formatUnits } from 'viem';
import type { Address, Chain, Client, FallbackTransport, HttpTransport } from 'viem';
import { getBalance } from 'viem/actions';
import { ConnectError } from '../core/index.js';
import type { CaipNetwork, NativeBalance } from '../core/index.js';
import { createEvmPublicClient } from './createEvmPublicClient.js';

/** Reads through viem, one client per network. Loaded on the first read, so a page pays for viem only then. */
export interface EvmReads {
  getBalance(address: Address, network: CaipNetwork): Promise<NativeBalance>;
}

/** Largest balance an EVM account can hold: a uint256. A node answering more is not believed. */
export const MAX_EVM_BALANCE = 2n ** 256n - 1n;

/**
 * Balance reads over each network's RPC URLs (whose Retry-After the client caps, so a rate limit ends the read
 * after its retries); a balance above a uint256 is refused, never shown.
 */
export function createEvmReads(rpcUrls: (network: CaipNetwork) => string[], fetchFn: typeof fetch): EvmReads {
  const clients = new Map<string, Client<HttpTransport | FallbackTransport, Chain>>();
  const clientFor = (network: CaipNetwork) => {
    let client = clients.get(network.caipNetworkId);
    if (!client) {
      client = createEvmPublicClient(network, rpcUrls(network), fetchFn);
      clients.set(network.caipNetworkId, client);
    }
    return client;
  };
  return {
    async getBalance(address, network) {
      const value = await getBalance(clientFor(network), { address });
      if (value < 0n || value > MAX_EVM_BALANCE) {
        throw new ConnectError('RPC_BAD_BALANCE', 'The RPC URL answered a balance that no account can hold (more than 256 bits)');
      }
      const { decimals, symbol } = network.nativeCurrency;
      return { value, decimals, symbol, formatted: formatUnits(value, decimals) };
    },
  };
}
