import { formatUnits } from 'viem';
import type { Address, Chain, Client, FallbackTransport, HttpTransport } from 'viem';
import { getBalance } from 'viem/actions';
import type { CaipNetwork, NativeBalance } from '../core/index.js';
import { createEvmPublicClient } from './createEvmPublicClient.js';

/** Reads through viem, one client per network. Loaded on the first read, so a page pays for viem only then. */
export interface EvmReads {
  getBalance(address: Address, network: CaipNetwork): Promise<NativeBalance>;
}

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
      const { decimals, symbol } = network.nativeCurrency;
      return { value, decimals, symbol, formatted: formatUnits(value, decimals) };
    },
  };
}
